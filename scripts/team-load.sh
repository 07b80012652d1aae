#!/usr/bin/env bash
# The team-catalog load test: 20 clients editing and reading one catalog on a throw-away local
# PostgreSQL 15 server for 60 s; prints p50/p99 latency, conflicts (retried) and lost updates
# (must be 0). Usage: scripts/team-load.sh [SECONDS] [CLIENTS]
set -euo pipefail
cd "$(dirname "$0")/.."
seconds=${1:-60}
clients=${2:-20}
scripts/install-deps.sh
cmake -S . -B build-release -G Ninja -DCMAKE_BUILD_TYPE=Release -DSILICONOMICS_BUILD_TESTS=OFF >/dev/null
cmake --build build-release --target siliconomics-team-load
state=$(mktemp -d)
trap 'tests/pg/pg-server.sh stop "$state/pg"; rm -rf "$state"' EXIT
tests/pg/pg-server.sh start "$state/pg"
SILICONOMICS_TEST_PG="$state/pg" build-release/bin/siliconomics-team-load --fixture \
    --clients "$clients" --seconds "$seconds"
