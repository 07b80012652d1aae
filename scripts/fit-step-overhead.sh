#!/usr/bin/env bash
# The per-layer overhead of a TensorRT-LLM engine row, fitted on an MLPerf Interactive run.
#
# An Offline run is all long steps: it cannot tell a step's fixed time from its compute (a free
# fit on it trades the two). The Interactive run's short steps can. For each overhead tried, the
# row's prefill compute is refitted on the Offline run (siliconomics-cli fit --only
# prefill_compute_efficiency), then the Interactive run is predicted by simulation
# (siliconomics-cli accuracy); the overhead is bisected until the prediction meets the
# measurement. Prints each trial and the final pair; stores nothing in your database (it works in
# a temporary one). docs/serving-model.md, "MLPerf Server and Interactive", says what came out.
#
#   scripts/fit-step-overhead.sh [CLI] hopper     # tensorrt-llm-hopper on H200 (v5.0)
#   scripts/fit-step-overhead.sh [CLI] blackwell  # tensorrt-llm-blackwell on B200 (v5.0)
set -euo pipefail

cli=build/bin/siliconomics-cli
if [[ $# -gt 1 ]]; then
    cli=$1
    shift
fi
family=${1:?usage: $0 [CLI] hopper|blackwell}
runs=$(dirname "$0")/../database/published_runs
case $family in
hopper) row=tensorrt-llm-hopper system=hgx-h200 chip=h200 lo=2 hi=200 ;;
blackwell) row=tensorrt-llm-blackwell system=hgx-b200 chip=b200 lo=2 hi=400 ;;
*) echo "$0: hopper or blackwell, not $family" >&2; exit 2 ;;
esac
offline=$runs/mlperf_${chip}_llama2_70b_offline.csv
interactive=$runs/mlperf_${chip}_llama2_70b_interactive.csv

work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
off=$work/offline.db
int=$work/interactive.db
import_run() {
    "$cli" --db "$1" measurements import --file "$2" --from mlperf --system "$system" \
        --model llama-2-70b --engine tensorrt-llm >/dev/null 2>&1
    # The file's first row is the v5.0 run; later rows (another release) are not fitted on.
    "$cli" --db "$1" measurements list --format json |
        python3 -c 'import json,sys; print("\n".join(str(p["id"]) for p in json.load(sys.stdin)[1:]))' |
        while read -r id; do
            if [[ -n $id ]]; then "$cli" --db "$1" measurements delete "$id" >/dev/null 2>&1; fi
        done
}
import_run "$off" "$offline"
import_run "$int" "$interactive"

# The Interactive run's error (predicted / measured - 1) at one overhead, its compute refitted.
trial() {
    local overhead=$1 compute
    for db in "$off" "$int"; do
        "$cli" --db "$db" catalog set engines "$row" layer_overhead_us "$overhead" >/dev/null
    done
    compute=$("$cli" --db "$off" fit --system "$system" --engine tensorrt-llm --kind serving \
        --only prefill_compute_efficiency --dry-run --format json 2>/dev/null |
        python3 -c 'import json,sys; print(json.load(sys.stdin)["fitted_parameters"]["prefill_compute_efficiency"]["after"])')
    "$cli" --db "$int" catalog set engines "$row" prefill_compute_efficiency "$compute" >/dev/null
    error=$("$cli" --db "$int" accuracy --format json 2>/dev/null |
        python3 -c 'import json,sys; print(json.load(sys.stdin)["points"][0]["error"])')
    printf '%s: layer_overhead_us %.1f, prefill_compute_efficiency %.4f: Interactive error %+.2f %%\n' \
        "$row" "$overhead" "$compute" "$(python3 -c "print($error * 100)")" >&2
    echo "$error"
}

# More overhead, fewer tokens within 40 ms a token: the error falls as the overhead rises.
while python3 -c "import sys; sys.exit(0 if $hi - $lo > 1 else 1)"; do
    mid=$(python3 -c "print(round(($lo + $hi) / 2, 1))")
    if python3 -c "import sys; sys.exit(0 if $(trial "$mid") > 0 else 1)"; then lo=$mid; else hi=$mid; fi
done
echo "$row: layer_overhead_us between $lo and $hi"
