#!/usr/bin/env bash
# Times `train --deadline-days` over the shipped catalog, optimised: compiles core/ and
# bench/training_deadline.cpp with -O2 (a C++20 compiler and nlohmann_json; no Qt, no CMake)
# and prints the bench lines (train_deadline_shipped_ms is siliconomics-bench's line).
#   scripts/bench-training.sh [RUNS]        CXX=clang++ to change the compiler
set -euo pipefail
cd "$(dirname "$0")/.."
out=${BENCH_TRAINING_DIR:-build-bench-training}
cxx=${CXX:-g++}
mkdir -p "$out/obj"
export cxx out
# NLopt is needed only by the engine fit, which the deadline search does not call.
find core -name '*.cpp' ! -name engine_fit.cpp | sort |
    xargs -P "$(nproc)" -I{} sh -c \
        '"$cxx" -std=c++20 -O2 -DNDEBUG -I. -c "$1" -o "$out/obj/$(echo "$1" | tr / _).o"' _ {}
rm -f "$out/libcore.a"
ar rcs "$out/libcore.a" "$out"/obj/*.o
"$cxx" -std=c++20 -O2 -DNDEBUG -I. bench/training_deadline.cpp "$out/libcore.a" -pthread \
    ${BENCH_TRAINING_LDFLAGS:-} -o "$out/siliconomics-bench-training"
uptime
"$out/siliconomics-bench-training" database/catalog/catalog.json "${1:-9}"
