#!/usr/bin/env bash
# Builds an optimised Siliconomics and prints every benchmark figure ("name: value unit").
set -euo pipefail
cd "$(dirname "$0")/.."
scripts/install-deps.sh
cmake -S . -B build-release -G Ninja -DCMAKE_BUILD_TYPE=Release
cmake --build build-release
QT_QPA_PLATFORM=offscreen build-release/bin/siliconomics-bench
