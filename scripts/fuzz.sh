#!/usr/bin/env bash
# Builds the libFuzzer targets with clang and runs each one.
#   scripts/fuzz.sh [SECONDS]     each target for SECONDS (default 60)
#   scripts/fuzz.sh --runs N      each target for N executions (the depth the closing notes report)
# New crashers land in fuzz/artifacts/; add them to fuzz/regressions/<target>/ as tests.
set -euo pipefail
cd "$(dirname "$0")/.."
limit="-max_total_time=${1:-60}"
if [ "${1:-}" = "--runs" ]; then limit="-runs=${2:?--runs needs a count}"; fi
targets=(scenario csv cli catalog workload vllm aiperf nccl_tests inferencex mlperf
         calibration_measurements)
SILICONOMICS_FUZZ=1 scripts/install-deps.sh
CC=clang CXX=clang++ cmake -S . -B build-fuzz -G Ninja -DCMAKE_BUILD_TYPE=Debug \
    -DSILICONOMICS_FUZZ=ON -DSILICONOMICS_BUILD_GUI=OFF -DSILICONOMICS_BUILD_TESTS=OFF >/dev/null
cmake --build build-fuzz --target "${targets[@]/#/fuzz_}"
mkdir -p fuzz/artifacts
for t in "${targets[@]}"; do
    # Catalog inputs up to 8 kB: a chip, a system and a model with their sources (the larger
    # seeds are replayed as tests); the calibration pair is ~7 kB.
    case $t in catalog | calibration_measurements | inferencex) max_len=8192 ;; workload) max_len=16384 ;; *) max_len=4096 ;; esac
    work=$(mktemp -d)
    cp fuzz/corpus/$t/* "$work"/
    echo "== fuzz_$t ($limit)"
    test -x build-fuzz/bin/fuzz_$t || { echo "fuzz_$t was not built" >&2; exit 1; }
    build-fuzz/bin/fuzz_$t "$limit" -max_len=$max_len -artifact_prefix=fuzz/artifacts/ \
        -print_final_stats=1 "$work" 2>&1 | grep -E "stat::number_of_executed_units|Done|ERROR|SUMMARY" || true
    rm -rf "$work"
    if ls fuzz/artifacts/crash-* fuzz/artifacts/leak-* fuzz/artifacts/timeout-* >/dev/null 2>&1; then
        echo "fuzz_$t found a failing input in fuzz/artifacts/" >&2
        exit 1
    fi
done
