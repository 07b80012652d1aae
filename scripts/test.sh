#!/usr/bin/env bash
# Installs dependencies, builds with warnings as errors and runs every test; then again
# under AddressSanitizer + UndefinedBehaviorSanitizer.
set -euo pipefail
cd "$(dirname "$0")/.."
scripts/install-deps.sh
jobs=$(nproc)

# Compile through ccache (installed above). Paths are hashed relative to this checkout, so the
# same tree built from another directory -- check-fresh's clean root -- hits the same cache.
if command -v ccache >/dev/null; then
    export CMAKE_C_COMPILER_LAUNCHER=${CMAKE_C_COMPILER_LAUNCHER:-ccache}
    export CMAKE_CXX_COMPILER_LAUNCHER=${CMAKE_CXX_COMPILER_LAUNCHER:-ccache}
    export CCACHE_BASEDIR=${CCACHE_BASEDIR:-$PWD} CCACHE_NOHASHDIR=${CCACHE_NOHASHDIR:-1}
fi

# Formatting follows .clang-format.
if command -v clang-format >/dev/null; then
    git ls-files '*.cpp' '*.h' | xargs clang-format --dry-run -Werror
fi

cmake -S . -B build-ci -G Ninja -DCMAKE_BUILD_TYPE=Debug -DSILICONOMICS_WERROR=ON
cmake --build build-ci -j "$jobs"
(cd build-ci && ctest --output-on-failure -j "$jobs")
# The Debian package: contents, metadata, and both programs run from an extracted tree.
scripts/package.sh build-ci

if [ "${SILICONOMICS_SKIP_SANITIZERS:-0}" != 1 ]; then
    cmake -S . -B build-asan -G Ninja -DCMAKE_BUILD_TYPE=Debug -DSILICONOMICS_WERROR=ON \
        -DSILICONOMICS_SANITIZE=ON
    cmake --build build-asan -j "$jobs"
    # Qt's own plugins leak on exit by design; everything else must be clean.
    export ASAN_OPTIONS=detect_leaks=0:abort_on_error=1
    export UBSAN_OPTIONS=print_stacktrace=1:halt_on_error=1
    (cd build-asan && ctest --output-on-failure -j "$jobs")
fi

# A short fuzzing pass of every libFuzzer target (scripts/fuzz.sh SECONDS for longer).
if [ "${SILICONOMICS_SKIP_FUZZ:-0}" != 1 ]; then
    scripts/fuzz.sh "${SILICONOMICS_FUZZ_SECONDS:-15}"
fi
