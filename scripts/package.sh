#!/usr/bin/env bash
# Builds the Debian package and checks it: contents, metadata, and both programs run
# from an extracted tree on the shipped catalog. Usage: scripts/package.sh [BUILD_DIR]
set -euo pipefail
cd "$(dirname "$0")/.."
SILICONOMICS_PACKAGING=1 scripts/install-deps.sh
build=${1:-build-release}
if [ ! -f "$build/CMakeCache.txt" ]; then
    cmake -S . -B "$build" -G Ninja -DCMAKE_BUILD_TYPE=Release
fi
cmake --build "$build"
(cd "$build" && cpack -G DEB >/dev/null)
deb=$(ls "$build"/siliconomics_*.deb | head -1)
echo "package: $deb"
dpkg-deb -f "$deb" Package Version Depends
contents=$(dpkg-deb -c "$deb")
for f in ./usr/bin/siliconomics ./usr/bin/siliconomics-cli ./usr/share/siliconomics/catalog.sqlite \
         ./usr/share/siliconomics/published-validation.json \
         ./usr/share/applications/siliconomics.desktop \
         ./usr/share/metainfo/io.siliconomics.Siliconomics.metainfo.xml \
         ./usr/share/icons/hicolor/scalable/apps/siliconomics.svg ./usr/share/man/man1/siliconomics-cli.1; do
    [[ "$contents" == *" $f"$'\n'* || "$contents" == *" $f" ]] || { echo "missing from package: $f" >&2; exit 1; }
done
depends=$(dpkg-deb -f "$deb" Depends)
[[ "$depends" == *libqt6core6* ]] || { echo "Depends lacks the Qt libraries: $depends" >&2; exit 1; }
[[ "$depends" == *fonts-nanum* ]] || { echo "Depends lacks the Korean font: $depends" >&2; exit 1; }
[[ "$depends" == *fonts-wqy-microhei* ]] || { echo "Depends lacks the Chinese font: $depends" >&2; exit 1; }
desktop-file-validate packaging/siliconomics.desktop
appstreamcli validate --no-net --pedantic packaging/io.siliconomics.Siliconomics.metainfo.xml || \
    appstreamcli validate --no-net packaging/io.siliconomics.Siliconomics.metainfo.xml
root=$(mktemp -d)
trap 'rm -rf "$root"' EXIT
dpkg-deb -x "$deb" "$root"
export HOME="$root/home" QT_QPA_PLATFORM=offscreen
version=$("$root/usr/bin/siliconomics-cli" --version)
# The program's version, then the shipped catalog's date and content hash.
[ "$(head -n1 <<<"$version")" = "siliconomics-cli $(sed -n 's/^project(Siliconomics VERSION \([0-9.]*\).*/\1/p' CMakeLists.txt)" ] &&
    grep -q '^shipped catalog as of [0-9-]*, content [0-9a-f]*$' <<<"$version" || { echo "bad version: $version" >&2; exit 1; }
systems=$("$root/usr/bin/siliconomics-cli" catalog list --kind systems --format json)
[[ "$systems" == *'"gb200-nvl72"'* ]] || { echo "installed CLI does not list the shipped systems" >&2; exit 1; }
test -f "$HOME/.local/share/siliconomics/user.sqlite" || { echo "user database not created on first use" >&2; exit 1; }
# The first start reads the validation report installed beside the catalog: the Plan tab's
# prediction bands are drawn without validating the model.
first=$("$root/usr/bin/siliconomics" --time-to-first-paint --tab plan)
[[ "$first" == *"validation_reports_computed: 0"* ]] || { echo "first start validated the model: $first" >&2; exit 1; }
"$root/usr/bin/siliconomics" --snapshot "$root/snap.png" --tab tco
test -s "$root/snap.png"
# The Korean translation is embedded: the installed program loads it with no file beside it.
ko=$("$root/usr/bin/siliconomics" --lang ko --snapshot "$root/snap-ko.png" --tab tco 2>&1)
[[ "$ko" != *"could not be loaded"* ]] || { echo "Korean translation not embedded: $ko" >&2; exit 1; }
test -s "$root/snap-ko.png"
# And the Simplified Chinese one.
zh=$("$root/usr/bin/siliconomics" --lang zh --snapshot "$root/snap-zh.png" --tab tco 2>&1)
[[ "$zh" != *"could not be loaded"* ]] || { echo "Chinese translation not embedded: $zh" >&2; exit 1; }
test -s "$root/snap-zh.png"
"$root/usr/bin/siliconomics" --version
echo "package check passed"
