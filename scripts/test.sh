#!/usr/bin/env bash
# Installs dependencies, builds with warnings as errors and runs every test; then again
# under AddressSanitizer + UndefinedBehaviorSanitizer; then fuzzes each parser briefly.
set -euo pipefail
cd "$(dirname "$0")/.."
jobs=$(nproc)

# How long each phase took, printed last (CI shows the end of the output, and its time is
# bounded): "phase NAME" closes the phase before it.
phases=()
phase_name="" phase_start=$SECONDS
phase() {
    [ -z "$phase_name" ] || phases+=("$phase_name $((SECONDS - phase_start)) s")
    phase_name=$1 phase_start=$SECONDS
}
report_phases() {
    phase ""
    echo "test.sh phases: $(IFS=,; echo "${phases[*]}" | sed 's/,/, /g'); total ${SECONDS} s"
}
trap report_phases EXIT

# ctest in a build tree; where a test fails, its output is printed again at the end, since CI
# and check-fresh show only the last lines of what this script prints.
run_tests() {
    (cd "$1" && ctest --output-on-failure -j "$jobs") && return 0
    echo "test.sh: tests failed in $1; the failing ones again, with their output:"
    (cd "$1" && ctest --rerun-failed --output-on-failure 2>&1 | tail -n 80) || true
    return 1
}

phase dependencies
scripts/install-deps.sh

# Compile through ccache (installed above), unless SILICONOMICS_CCACHE=0 (a machine that builds
# once, as CI does, only pays for filling it). Paths are hashed relative to this checkout, so the
# same tree built from another directory -- check-fresh's clean root -- hits the same cache.
if [ "${SILICONOMICS_CCACHE:-1}" != 0 ] && command -v ccache >/dev/null; then
    export CMAKE_C_COMPILER_LAUNCHER=${CMAKE_C_COMPILER_LAUNCHER:-ccache}
    export CMAKE_CXX_COMPILER_LAUNCHER=${CMAKE_CXX_COMPILER_LAUNCHER:-ccache}
    export CCACHE_BASEDIR=${CCACHE_BASEDIR:-$PWD} CCACHE_NOHASHDIR=${CCACHE_NOHASHDIR:-1}
fi
# These trees are for testing: line tables (-g1) are what the sanitizers' reports and a
# backtrace need, and compile and link faster than full debug information (-g). A tree to
# debug in is scripts/run.sh's (RelWithDebInfo) or one configured by hand.
debug_flags=(-DCMAKE_BUILD_TYPE=Debug -DCMAKE_CXX_FLAGS_DEBUG=-g1 -DSILICONOMICS_WERROR=ON)

# Formatting follows .clang-format.
phase format
if command -v clang-format >/dev/null; then
    git ls-files '*.cpp' '*.h' | xargs clang-format --dry-run -Werror
fi

phase build
cmake -S . -B build-ci -G Ninja "${debug_flags[@]}"
cmake --build build-ci -j "$jobs"
phase tests
run_tests build-ci
# The Debian package: contents, metadata, and both programs run from an extracted tree.
phase package
scripts/package.sh build-ci

if [ "${SILICONOMICS_SKIP_SANITIZERS:-0}" != 1 ]; then
    phase sanitizer-build
    cmake -S . -B build-asan -G Ninja "${debug_flags[@]}" -DSILICONOMICS_SANITIZE=ON
    cmake --build build-asan -j "$jobs"
    # Qt's own plugins leak on exit by design; everything else must be clean.
    phase sanitizer-tests
    export ASAN_OPTIONS=detect_leaks=0:abort_on_error=1
    export UBSAN_OPTIONS=print_stacktrace=1:halt_on_error=1
    run_tests build-asan
fi

# A short fuzzing pass of every libFuzzer target (scripts/fuzz.sh SECONDS for longer).
if [ "${SILICONOMICS_SKIP_FUZZ:-0}" != 1 ]; then
    phase fuzz
    scripts/fuzz.sh "${SILICONOMICS_FUZZ_SECONDS:-15}"
fi
