#!/usr/bin/env bash
# Proves set-up on a machine that has nothing: builds a clean Debian 12 root with mmdebstrap,
# puts this repository in it, and there runs the README's test command (scripts/test.sh:
# install-deps, format check, -Werror build, every test offscreen, the .deb check) and its run
# command (scripts/run.sh, under Xvfb). Then installs the built .deb into a second clean root
# -- so its Depends alone must bring every run-time library and the Korean and Chinese fonts --
# and starts both programs there, in English, Korean and Simplified Chinese.
#
# Usage: scripts/check-fresh.sh [--full] [--peers-smoke]     (as root)
#   (default)      test.sh without sanitizers and fuzzing, compiling through this machine's
#                  ccache (about 30 s per root + a build of what the cache lacks)
#   --full         the whole test.sh in the root: sanitizers and fuzzing too, nothing lent from
#                  this machine. This is what CI runs (.ci/run): the README's test command once,
#                  on a root that has nothing.
#   --peers-smoke  then a short run of the peer comparison (scripts/peers.sh --smoke) in the root
# Env:   SILICONOMICS_FRESH_KEEP=1 keeps the roots under $TMPDIR for inspection.
set -euo pipefail
cd "$(dirname "$0")/.."
repo=$(pwd)
full=0 peers=0
for a in "$@"; do
    case $a in
        --full) full=1 ;;
        --peers-smoke) peers=1 ;;
        -h | --help) sed -n 2,17p "$0"; exit 0 ;;
        *) echo "check-fresh: unknown option $a" >&2; exit 2 ;;
    esac
done
[ "$(id -u)" -eq 0 ] || { echo "check-fresh: run as root (mmdebstrap and chroot need it)" >&2; exit 2; }
SILICONOMICS_FRESH_ROOT=1 scripts/install-deps.sh

# Every name in the package list must be a real package, not a virtual one: a virtual name is
# never "installed", so it would be re-installed on every run and can hide a missing package.
for p in $(SILICONOMICS_FUZZ=1 SILICONOMICS_PACKAGING=1 SILICONOMICS_FRESH_ROOT=1 scripts/install-deps.sh --list); do
    # (grep reads everything: grep -q would close the pipe early and fail under pipefail)
    apt-cache show --no-all-versions "$p" 2>/dev/null | grep -cx "Package: $p" >/dev/null ||
        { echo "check-fresh: '$p' in scripts/install-deps.sh is not a real Debian package" >&2; exit 1; }
done
echo "check-fresh: every package name in scripts/install-deps.sh is a real Debian 12 package"

work=$(mktemp -d "${TMPDIR:-/tmp}/siliconomics-fresh.XXXXXX")
mounts=()
cleanup() {
    for ((i = ${#mounts[@]} - 1; i >= 0; i--)); do umount -l "${mounts[$i]}" 2>/dev/null || true; done
    if [ "${SILICONOMICS_FRESH_KEEP:-0}" = 1 ]; then echo "check-fresh: roots kept in $work"; else rm -rf "$work"; fi
}
trap cleanup EXIT

mirror=${SILICONOMICS_MIRROR:-http://deb.debian.org/debian}
step() { printf '\ncheck-fresh [%4ds]: %s\n' "$SECONDS" "$*"; }

step "building a clean Debian 12 (bookworm, variant apt) root with mmdebstrap"
mmdebstrap --quiet --variant=apt bookworm "$work/base.tar" \
    "deb $mirror bookworm main" "deb $mirror bookworm-updates main" \
    "deb http://deb.debian.org/debian-security bookworm-security main"

newroot() {
    local root=$1
    mkdir -p "$root"
    tar -C "$root" -xf "$work/base.tar"
    cp /etc/resolv.conf "$root/etc/resolv.conf"
    mount -t proc proc "$root/proc" && mounts+=("$root/proc")
    mount --rbind /dev "$root/dev" && mounts+=("$root/dev")
    chmod 1777 "$root/tmp" # on disk, not tmpfs: a clone under /tmp builds there (below)
}
inroot() {
    local root=$1
    shift
    chroot "$root" /usr/bin/env -i PATH=/usr/sbin:/usr/bin:/sbin:/bin HOME=/root LANG=C.UTF-8 \
        QT_QPA_PLATFORM=offscreen "$@"
}

step "root 1: this repository (a clone of HEAD, plus any uncommitted changes)"
newroot "$work/build-root"
# The clone sits at this repository's own path inside the root, so every absolute path a
# compile sees (Qt's test macros name the source and build directories) is the same as here.
src="$work/build-root$repo"
mkdir -p "$(dirname "$src")"
# --dissociate: where this checkout borrows objects from another repository (a clone made
# with --shared or --reference, as a CI runner's cache may be), the root's clone copies them,
# since that repository's path does not exist inside the root.
git clone --quiet --no-hardlinks --dissociate "$repo" "$src"
# Working-tree changes too, so an uncommitted fix is checked before it is committed.
git ls-files -z --cached --others --exclude-standard | (cd "$repo" && tar --null -T - -cf -) | tar -C "$src" -xf -
git -C "$src" ls-files -z --deleted | (cd "$src" && xargs -0 -r rm -f --)
echo "packages in the clean root: $(inroot "$work/build-root" dpkg-query -W | wc -l)"

# This machine's compiler cache, if it has one, is lent to the root: test.sh compiles through
# ccache, so objects this machine's scripts/test.sh already made for the same sources, flags,
# compiler and headers are reused (a hit needs all four to match, and the same paths: hence
# the clone at the same path; everything else compiles).
# It is CI's time that this saves; what the proof needs -- the packages install-deps brings
# -- is unchanged, since configure, link and every test still run against the root's own.
cache_env=()
if [ $full = 0 ] && command -v ccache >/dev/null && cache_dir=$(ccache -k cache_dir 2>/dev/null) && [ -d "$cache_dir" ]; then
    mkdir -p "$work/build-root/ccache"
    mount --bind "$cache_dir" "$work/build-root/ccache" && mounts+=("$work/build-root/ccache")
    cache_env=(CCACHE_DIR=/ccache)
    ccache -z >/dev/null
fi

if [ $full = 1 ]; then
    step "root 1: scripts/test.sh (the README's test command), whole"
    # One build per tree here, so a compiler cache would only be filled, never read.
    # SILICONOMICS_SKIP_FUZZ=1 passes through (CI's time: see .ci/run).
    test_env=(SILICONOMICS_CCACHE=0 SILICONOMICS_SKIP_FUZZ="${SILICONOMICS_SKIP_FUZZ:-0}")
else
    step "root 1: scripts/test.sh (the README's test command) without sanitizers and fuzzing"
    test_env=(SILICONOMICS_SKIP_SANITIZERS=1 SILICONOMICS_SKIP_FUZZ=1)
fi
inroot "$work/build-root" /usr/bin/env "${test_env[@]}" "${cache_env[@]}" \
    bash -c "cd $(printf %q "$repo") && scripts/test.sh" 2>&1 | tail -n 60
[ "${PIPESTATUS[0]}" -eq 0 ] || { echo "check-fresh: scripts/test.sh failed in the clean root" >&2; exit 1; }
if [ ${#cache_env[@]} -gt 0 ]; then
    echo "check-fresh: the root's compiles through this machine's cache:"
    ccache -s | grep -E 'Hits|Misses' || true
fi

step "root 1: scripts/run.sh (the README's run command) on a machine with no display"
# No DISPLAY here, so run.sh must start the window under Xvfb; --snapshot exits after the
# first paint, proving the window came up on the X server (not the offscreen plugin). It runs
# from the tree test.sh just built: run.sh's own RelWithDebInfo tree would compile the same
# sources a third time, at other optimisation flags only.
inroot "$work/build-root" /usr/bin/env -u QT_QPA_PLATFORM SILICONOMICS_BUILD_DIR=build-ci bash -c \
    "cd $(printf %q "$repo") && scripts/run.sh --snapshot /tmp/run-window.png --tab tco" 2>&1 | tail -n 3
[ -s "$work/build-root/tmp/run-window.png" ] || { echo "check-fresh: scripts/run.sh showed no window" >&2; exit 1; }
file "$work/build-root/tmp/run-window.png"
deb=$(ls "$src"/build-ci/siliconomics_*.deb | head -1)
echo "built: ${deb##*/}"

if [ $peers = 1 ]; then
    step "root 1: the peer comparison, briefly (LibreOffice Calc and pandas against the app)"
    inroot "$work/build-root" bash -c \
        "cd $(printf %q "$repo") && SILICONOMICS_BIN=$(printf %q "$repo")/build-ci/bin scripts/peers.sh --smoke" 2>&1 | tail -n 20
    [ "${PIPESTATUS[0]}" -eq 0 ] || { echo "check-fresh: scripts/peers.sh --smoke failed in the clean root" >&2; exit 1; }
fi

step "root 2: apt-get install the .deb alone (its Depends must bring everything it needs)"
newroot "$work/run-root"
cp "$deb" "$work/run-root/tmp/"
inroot "$work/run-root" bash -c 'apt-get update -qq && DEBIAN_FRONTEND=noninteractive \
    apt-get install -y -qq --no-install-recommends /tmp/siliconomics_*.deb >/dev/null'
echo "installed: $(inroot "$work/run-root" dpkg-query -W siliconomics)"

step "root 2: start both programs"
inroot "$work/run-root" siliconomics-cli --version
inroot "$work/run-root" siliconomics --version
inroot "$work/run-root" siliconomics-cli tco --scenario semianalysis-2025 --systems hgx-h200 --format table
inroot "$work/run-root" siliconomics --snapshot /tmp/fresh-snapshot.png --tab tco
png="$work/run-root/tmp/fresh-snapshot.png"
[ -s "$png" ] || { echo "check-fresh: siliconomics --snapshot wrote no picture" >&2; exit 1; }
file "$png"
# Fonts are a run-time dependency: a text-less chart is a failed start too.
if [ -n "${SILICONOMICS_FRESH_SNAPSHOT:-}" ]; then cp "$png" "$SILICONOMICS_FRESH_SNAPSHOT"; fi

step "root 2: the translations, with the fonts the .deb's Depends brought"
# Hangul (fonts-nanum) and Simplified Chinese hanzi (fonts-wqy-microhei) must come with the
# package alone; each translation is embedded and starts the window in its language.
for font in fonts-nanum fonts-wqy-microhei; do
    inroot "$work/run-root" dpkg-query -W -f='${Package} ${Version} ${Status}\n' "$font" |
        grep ' install ok installed$' ||
        { echo "check-fresh: the .deb did not bring $font" >&2; exit 1; }
done
for lang in ko zh; do
    out=$(inroot "$work/run-root" siliconomics --lang "$lang" --snapshot "/tmp/fresh-$lang.png" --tab tco 2>&1)
    [[ "$out" != *"could not be loaded"* ]] || { echo "check-fresh: --lang $lang: $out" >&2; exit 1; }
    [ -s "$work/run-root/tmp/fresh-$lang.png" ] || { echo "check-fresh: --lang $lang wrote no picture" >&2; exit 1; }
    file "$work/run-root/tmp/fresh-$lang.png"
done
step "passed: clean-root build and tests, and the .deb installed and started in a second clean root"
