#!/usr/bin/env bash
# Peer comparison: the same task -- load the catalog and scenario, set the
# electricity price to 0.12 USD/kWh, recompute every system's TCO, write the TCO bar chart
# to a PNG -- done by this app, by LibreOffice Calc headless (a workbook of formulas driven
# through UNO) and by pandas + matplotlib, at the shipped catalog size and at 1,000
# generated systems. Prints one table (cold, hot redraw, recompute alone; median and
# min-max; ratios to the app) and checks that both peers agree with the app to the cent.
#
#   scripts/peers.sh [--smoke]     --smoke: shipped size only, 1 cold and 3 hot runs
#
# Environment: SILICONOMICS_BIN (default build/bin, must hold siliconomics-cli and a
# siliconomics-bench with --make-db/--hot), PEERS_WORK (scratch dir, default a new temp
# dir, removed on exit unless PEERS_KEEP=1 or PEERS_WORK is given).
set -euo pipefail
cd "$(dirname "$0")/.."
ROOT=$PWD

smoke=0
for a in "$@"; do
    case $a in
        --smoke) smoke=1 ;;
        -h | --help) sed -n 2,14p "$0"; exit 0 ;;
        *) echo "unknown option $a" >&2; exit 2 ;;
    esac
done

bench/peers/install-peers.sh

BIN=${SILICONOMICS_BIN:-$ROOT/build/bin}
for b in siliconomics-cli siliconomics-bench; do
    [[ -x $BIN/$b ]] || { echo "$BIN/$b missing: build the app first (scripts/run.sh)" >&2; exit 1; }
done
export SILICONOMICS_CATALOG=${SILICONOMICS_CATALOG:-$BIN/../share/siliconomics/catalog.sqlite}
export QT_QPA_PLATFORM=offscreen

if [[ -n ${PEERS_WORK:-} ]]; then
    WORK=$PEERS_WORK
    mkdir -p "$WORK"
    keep=1
else
    WORK=$(mktemp -d /tmp/siliconomics-peers.XXXXXX)
    keep=${PEERS_KEEP:-0}
fi
# Every soffice started by the peers runs in its own process group, listed here; LibreOffice
# also gets a private HOME and user profile under $WORK.
export PEERS_PIDFILE=$WORK/soffice.pgids
: >"$PEERS_PIDFILE"
cleanup() {
    local pg
    while read -r pg; do
        [[ -n $pg ]] && kill -0 -- "-$pg" 2>/dev/null && kill -KILL -- "-$pg" 2>/dev/null || true
    done <"$PEERS_PIDFILE"
    if [[ $keep == 1 ]]; then
        echo "work files kept in $WORK" >&2
    else
        rm -rf "$WORK"
    fi
}
trap cleanup EXIT
trap 'exit 130' INT TERM

if [[ $smoke == 1 ]]; then
    args=(--sizes shipped --cold 1 --hot 3 --app-hot-procs 1)
else
    args=(--sizes shipped,1000 --cold 5 --hot 21 --app-hot-procs 5)
fi
/usr/bin/python3 bench/peers/run.py --bin "$BIN" --work "$WORK" "${args[@]}"
