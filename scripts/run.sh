#!/usr/bin/env bash
# Installs dependencies, builds, and launches Siliconomics on the shipped catalog.
set -euo pipefail
cd "$(dirname "$0")/.."
scripts/install-deps.sh
cmake -S . -B build -G Ninja -DCMAKE_BUILD_TYPE=RelWithDebInfo
cmake --build build
if [ -z "${DISPLAY:-}${WAYLAND_DISPLAY:-}" ]; then
    echo "No display found: starting under Xvfb (use 'siliconomics --snapshot FILE.png' for a picture)." >&2
    exec xvfb-run -a build/bin/siliconomics "$@"
fi
exec build/bin/siliconomics "$@"
