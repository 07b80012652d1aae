#!/usr/bin/env bash
# How the vllm-cdna3 fit splits a TP 8 step between its collectives and its weight read.
#
# The row is fitted on TP 8 runs (Llama 3.1 405B static batches, 70B at batch 1) and the v5.1
# Offline run. A TP 1 step has no collective and reads all the weights, so how a TP 8 step's
# time divides between the two sets how fast the TP 1 step is. For each per-call collective
# overhead given, the overhead is set on the row and the rest (the read-efficiency scale, the
# per-layer overhead, prefill compute) is refitted on the row's published points
# (siliconomics-cli fit --dry-run). Prints each overhead with the fitted values and the fit's
# in-sample and leave-one-out median error; stores nothing in your database (it works in a
# temporary one). The MLPerf Server and Interactive errors under each refit are read by putting
# the fitted values into the row of database/catalog/catalog.json and running TestPublishedRuns;
# docs/serving-model.md, "MI300X Interactive", lists both.
#
#   scripts/probe-cdna3-collective-split.sh [CLI] [OVERHEAD_US ...]   # default 5 12 23.28 40 60
set -euo pipefail

cli=build/bin/siliconomics-cli
if [[ $# -gt 0 && -x $1 ]]; then
    cli=$1
    shift
fi
overheads=("$@")
if [[ ${#overheads[@]} -eq 0 ]]; then overheads=(5 12 23.28 40 60); fi
runs=$(dirname "$0")/../database/published_runs

work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
db=$work/fit.db
for f in vllm_mi300x_llama31_405b_oci.json vllm_mi300x_llama31_70b_amd.json; do
    "$cli" --db "$db" measurements import --file "$runs/$f" --from calibration \
        --system mi300x-ubb8 --engine vllm >/dev/null 2>&1
done
# The Offline file's first row is the v5.1 run the row is fitted on.
"$cli" --db "$db" measurements import --file "$runs/mlperf_mi300x_llama2_70b_offline.csv" \
    --from mlperf --system mi300x-ubb8 --engine vllm --model llama-2-70b >/dev/null 2>&1

for overhead in "${overheads[@]}"; do
    "$cli" --db "$db" catalog set engines vllm-cdna3 collective_overhead_us "$overhead" >/dev/null
    "$cli" --db "$db" fit --system mi300x-ubb8 --engine vllm --dry-run --format json 2>/dev/null |
        python3 -c '
import json, sys
d = json.load(sys.stdin)
p = {k: v["after"] for k, v in d["fitted_parameters"].items()}
print("collective_overhead_us %s: hbm_read_scale %.3f, layer_overhead_us %.1f, "
      "prefill_compute_efficiency %.4f; median |error| %.1f %%, leave-one-out %.1f %%"
      % (sys.argv[1], p["hbm_read_scale"], p["layer_overhead_us"],
         p["prefill_compute_efficiency"], 100 * d["median_abs_error_after"],
         100 * d["loo_median_abs_error"]))
' "$overhead"
done
