#!/usr/bin/env bash
# Installs dependencies, builds, and launches Siliconomics on the shipped catalog.
# Env: SILICONOMICS_BUILD_DIR runs from a build tree already configured there (check-fresh
# points it at the tree scripts/test.sh just built, rather than compiling everything again).
set -euo pipefail
cd "$(dirname "$0")/.."
scripts/install-deps.sh
build=${SILICONOMICS_BUILD_DIR:-build}
if [ -z "${SILICONOMICS_BUILD_DIR:-}" ]; then
    cmake -S . -B "$build" -G Ninja -DCMAKE_BUILD_TYPE=RelWithDebInfo
fi
# Only what the window needs: the program, the shipped catalog and its validation report (the
# tests and the command-line tools are built by scripts/test.sh).
cmake --build "$build" --target siliconomics siliconomics_catalog siliconomics_validation
if [ -z "${DISPLAY:-}${WAYLAND_DISPLAY:-}" ]; then
    echo "No display found: starting under Xvfb (use 'siliconomics --snapshot FILE.png' for a picture)." >&2
    exec xvfb-run -a "$build/bin/siliconomics" "$@"
fi
exec "$build/bin/siliconomics" "$@"
