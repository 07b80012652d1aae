#!/usr/bin/env bash
# Installs everything Siliconomics needs to build, test and run on Debian 12.
# Every name is a real (not virtual) Debian 12 package and each is needed:
# scripts/check-fresh.sh proves the list on a clean Debian 12 root.
set -euo pipefail
packages=(
    # build: compiler, CMake + Ninja, Qt 6 (Core, Gui, Widgets, Sql, Test, PrintSupport come
    # with qt6-base-dev, which also pulls moc/rcc and the GL headers), Charts, Svg, JSON.
    build-essential cmake ninja-build
    # LLVM's linker: links the ~100 test programs several times faster than GNU ld (CMakeLists.txt).
    lld
    # A compiler cache: scripts/test.sh compiles through it, so check-fresh's clean-root build of
    # the same tree (same compiler, same headers) reuses the objects CI's own build just made.
    ccache
    qt6-base-dev qt6-charts-dev qt6-svg-dev nlohmann-json3-dev
    # zlib: the chart exporter writes PNGs itself (ui/export/PngEncoder.cpp); SQLite's
    # headers: catalogs are read straight from the connection QtSql opened (SqlRows.cpp).
    zlib1g-dev libsqlite3-dev
    # NLopt: the bounded least squares that refits engine profiles on measurements; the -cxx-
    # package adds nlopt.hpp (inline C++ over the C library) and pulls libnlopt-dev.
    libnlopt-cxx-dev
    # The .xlsx export (database/WorkbookFile.cpp): libxlsxwriter writes the workbook and
    # minizip (which libxlsxwriter itself links) unzips it again in the tests; CMake finds both
    # with pkg-config, which pkgconf provides (Debian 12's pkg-config is a transitional package).
    libxlsxwriter-dev libminizip-dev pkgconf
    # Qt6Charts' CMake config requires Qt6OpenGL, which qt6-charts-dev does not pull in.
    libqt6opengl6-dev
    # translations: lupdate/lrelease (qt6-l10n-tools) and the Qt6LinguistTools CMake package,
    # which Debian ships in qt6-tools-dev (it finds lrelease in qt6-l10n-tools); the build runs
    # lrelease and embeds resources/translations/*.qm.
    qt6-tools-dev qt6-l10n-tools
    # run + test: the SQLite driver, and fonts so offscreen charts render their text; Nanum
    # renders the Korean translation (Hangul; 33 MB, the smallest good Korean family, against
    # 91 MB for fonts-noto-cjk); WenQuanYi Micro Hei renders the Simplified Chinese one (one
    # 5 MB sans-serif file covering GB2312 and GBK, the hanzi mainland text uses, against
    # 16 MB for fonts-wqy-zenhei and 91 MB for fonts-noto-cjk); Qt's own Korean and Chinese
    # texts (dialog buttons) are in qt6-translations-l10n.
    libqt6sql6-sqlite fonts-dejavu-core fonts-nanum fonts-wqy-microhei qt6-translations-l10n
    # run without a display: a virtual X server (scripts/run.sh); xvfb-run needs xauth.
    xvfb xauth
    # test: the formatting check over the tracked files; python3 runs the function-length
    # check (scripts/function-lengths.py, standard library only).
    clang-format git python3
    # team catalogs (--db postgresql://...): Qt's PostgreSQL driver, to run and test them;
    # and the PostgreSQL 15 server, which the tests start in a temporary data directory
    # (tests/pg/pg-server.sh: initdb + pg_ctl on a free port of 127.0.0.1).
    libqt6sql6-psql postgresql-15
)
if [ "${SILICONOMICS_FUZZ:-0}" = 1 ]; then packages+=(clang libclang-rt-14-dev); fi
if [ "${SILICONOMICS_PACKAGING:-0}" = 1 ]; then packages+=(dpkg-dev file appstream desktop-file-utils); fi
# check-fresh, on the machine that runs it: the clean roots (mmdebstrap), mount(8) for their
# /proc and /dev, and file(1), which names the pictures the roots drew.
if [ "${SILICONOMICS_FRESH_ROOT:-0}" = 1 ]; then packages+=(mmdebstrap mount file); fi
if [ "${1:-}" = "--list" ]; then printf '%s\n' "${packages[@]}"; exit 0; fi
missing=()
for p in "${packages[@]}"; do
    [ "$(dpkg-query -W -f='${Status}' "$p" 2>/dev/null)" = "install ok installed" ] || missing+=("$p")
done
if [ ${#missing[@]} -gt 0 ]; then
    SUDO=""
    [ "$(id -u)" -ne 0 ] && SUDO="sudo"
    echo "install-deps: installing ${missing[*]}" >&2
    $SUDO apt-get update -qq
    DEBIAN_FRONTEND=noninteractive $SUDO apt-get install -y -qq --no-install-recommends "${missing[@]}" >/dev/null
fi
