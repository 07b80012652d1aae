#!/usr/bin/env bash
# Builds the libFuzzer targets with clang and runs each for SECONDS (default 60).
# New crashers land in fuzz/artifacts/; add them to fuzz/regressions/ as tests.
set -euo pipefail
cd "$(dirname "$0")/.."
seconds=${1:-60}
SILICONOMICS_FUZZ=1 scripts/install-deps.sh
CC=clang CXX=clang++ cmake -S . -B build-fuzz -G Ninja -DCMAKE_BUILD_TYPE=Debug \
    -DSILICONOMICS_FUZZ=ON -DSILICONOMICS_BUILD_GUI=OFF -DSILICONOMICS_BUILD_TESTS=OFF >/dev/null
cmake --build build-fuzz --target fuzz_scenario fuzz_csv fuzz_cli
mkdir -p fuzz/artifacts
for t in scenario csv cli; do
    work=$(mktemp -d)
    cp fuzz/corpus/$t/* "$work"/
    echo "== fuzz_$t for ${seconds}s"
    test -x build-fuzz/bin/fuzz_$t || { echo "fuzz_$t was not built" >&2; exit 1; }
    build-fuzz/bin/fuzz_$t -max_total_time="$seconds" -max_len=4096 -artifact_prefix=fuzz/artifacts/ \
        -print_final_stats=1 "$work" 2>&1 | grep -E "stat::number_of_executed_units|Done|ERROR|SUMMARY" || true
    rm -rf "$work"
    if ls fuzz/artifacts/crash-* fuzz/artifacts/leak-* fuzz/artifacts/timeout-* >/dev/null 2>&1; then
        echo "fuzz_$t found a failing input in fuzz/artifacts/" >&2
        exit 1
    fi
done
