#!/usr/bin/env bash
# A throw-away PostgreSQL 15 server for the tests (the CTest fixture PgServer runs this).
#   pg-server.sh start STATE_DIR   initdb + pg_ctl start on a free port of 127.0.0.1
#   pg-server.sh stop STATE_DIR    pg_ctl stop and delete the data directory
# STATE_DIR receives: port, superuser, datadir; or a file "skip" saying why there is no server
# (the PostgreSQL tests then report SKIP, they never pass silently). initdb refuses to run as
# root, so as root the server runs as the unprivileged "postgres" user the Debian package
# creates, with its data in a fresh temporary directory that user owns.
set -euo pipefail
cmd=${1:?start or stop}
state=${2:?state directory}

# SILICONOMICS_PG_BINDIR, when set, is the only place looked at (a wrong one shows the skip).
find_bindir() {
    local d candidates
    if [ -n "${SILICONOMICS_PG_BINDIR:-}" ]; then
        candidates=("$SILICONOMICS_PG_BINDIR")
    else
        candidates=(/usr/lib/postgresql/15/bin "$(pg_config --bindir 2>/dev/null || true)")
    fi
    for d in "${candidates[@]}"; do
        if [ -n "$d" ] && [ -x "$d/initdb" ] && [ -x "$d/pg_ctl" ]; then
            echo "$d"
            return 0
        fi
    done
    return 1
}

as_owner() {
    if [ "$(id -u)" = 0 ]; then runuser -u postgres -- "$@"; else "$@"; fi
}

case "$cmd" in
start)
    rm -rf "$state"
    mkdir -p "$state"
    if ! bindir=$(find_bindir); then
        echo "PostgreSQL server binaries not found (install postgresql-15)" >"$state/skip"
        echo "pg-server: $(cat "$state/skip"); the PostgreSQL tests will be reported as skipped"
        exit 0
    fi
    owner=$(id -un)
    data=$(mktemp -d /tmp/siliconomics-pg.XXXXXX)
    if [ "$(id -u)" = 0 ]; then
        if ! id postgres >/dev/null 2>&1; then
            echo "pg-server: running as root but there is no \"postgres\" user to run the server" >&2
            exit 1
        fi
        owner=postgres
        chown postgres: "$data"
    fi
    chmod 700 "$data"
    echo "$data" >"$state/datadir"
    as_owner "$bindir/initdb" -D "$data/db" -U "$owner" -A trust -E UTF8 --no-locale \
        >"$data/initdb.log" 2>&1 || { cat "$data/initdb.log" >&2; exit 1; }
# Every login is trusted except sil_pw, which must bring a password: the tests show that it
# comes from libpq's PGPASSFILE / ~/.pgpass and never from Siliconomics.
as_owner sed -i '1i host all sil_pw 127.0.0.1/32 scram-sha-256' "$data/db/pg_hba.conf"
    # A free port: skip the ones something answers on, and retry if another process takes ours
    # between the check and the start.
    port=$(( 20000 + (RANDOM * 7 + $$) % 30000 ))
    started=0
    for _ in $(seq 1 20); do
        if (exec 3<>"/dev/tcp/127.0.0.1/$port") 2>/dev/null; then
            port=$((port + 1))
            continue
        fi
        if as_owner "$bindir/pg_ctl" -D "$data/db" -l "$data/server.log" -w -t 60 \
            -o "-p $port -k $data -c listen_addresses=127.0.0.1 -c fsync=off -c max_connections=120" \
            start >/dev/null; then
            started=1
            break
        fi
        port=$((port + 1))
    done
    if [ "$started" != 1 ]; then
        echo "pg-server: could not start PostgreSQL; log:" >&2
        cat "$data/server.log" >&2 || true
        exit 1
    fi
    echo "$port" >"$state/port"
    echo "$owner" >"$state/superuser"
    echo "$bindir" >"$state/bindir"
    echo "pg-server: PostgreSQL $("$bindir/postgres" --version | awk '{print $3}') on 127.0.0.1:$port (data $data, superuser $owner)"
    ;;
stop)
    [ -f "$state/datadir" ] || exit 0
    data=$(cat "$state/datadir")
    bindir=$(cat "$state/bindir" 2>/dev/null || find_bindir || true)
    if [ -n "$bindir" ] && [ -d "$data/db" ]; then
        as_owner "$bindir/pg_ctl" -D "$data/db" -m fast -w stop >/dev/null || true
    fi
    rm -rf "$data"
    rm -f "$state/port" "$state/datadir"
    echo "pg-server: stopped"
    ;;
*)
    echo "usage: pg-server.sh start|stop STATE_DIR" >&2
    exit 2
    ;;
esac
