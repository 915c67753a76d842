# PostgreSQL from Debian's packages: a throw-away cluster (initdb at every start), trust auth on
# 127.0.0.1, fsync off. Sourced by servers.sh.

PG_DIR="$STATE_DIR/postgres"
PG_DATA="$PG_DIR/data"
PG_DB=techcensus_test

# Newest installed server version's bin dir, or nothing.
pg_find_bin() { ls -d /usr/lib/postgresql/*/bin 2>/dev/null | sort -V | tail -n 1; }

# Same, installing Debian's package first when there is none (root only).
pg_bin() {
  local bin
  bin="$(pg_find_bin)"
  if [ -z "$bin" ]; then
    [ "$(id -u)" = 0 ] || die "PostgreSQL is not installed; run: sudo apt-get install -y postgresql"
    log "installing PostgreSQL from Debian's packages"
    apt-get update -qq >&2
    DEBIAN_FRONTEND=noninteractive apt-get install -y -qq postgresql >&2
    bin="$(pg_find_bin)"
  fi
  echo "$bin"
}

# The server refuses to run as root, so as root everything runs as the postgres user.
pg_as_owner() {
  if [ "$(id -u)" = 0 ]; then runuser -u postgres -- "$@"; else "$@"; fi
}

pg_port() { cat "$PG_DIR/port" 2>/dev/null || true; }

postgres_running() {
  [ -f "$PG_DATA/postmaster.pid" ] || return 1
  local port
  port="$(pg_port)"
  [ -n "$port" ] && [ -n "$(pg_find_bin)" ] && "$(pg_find_bin)/pg_isready" -q -h 127.0.0.1 -p "$port"
}

postgres_url_line() { echo "DATABASE_URL=postgres://postgres@127.0.0.1:$(pg_port)/$PG_DB"; }

postgres_start() {
  if postgres_running; then
    log "PostgreSQL already running on 127.0.0.1:$(pg_port)"
    return 0
  fi
  local bin port started
  bin="$(pg_bin)"
  started=$(date +%s)
  # A stale cluster (crashed run, rebooted machine) is thrown away with its data.
  if [ -f "$PG_DATA/PG_VERSION" ]; then pg_as_owner "$bin/pg_ctl" -D "$PG_DATA" -m immediate stop >/dev/null 2>&1 || true; fi
  rm -rf "$PG_DIR"
  mkdir -p "$PG_DATA"
  [ "$(id -u)" = 0 ] && chown -R postgres: "$PG_DIR"
  port="$(free_port "${TECHCENSUS_PG_PORT:-54329}")"
  echo "$port" >"$PG_DIR/port"
  log "PostgreSQL: initdb in $PG_DATA ($("$bin/postgres" --version))"
  pg_as_owner "$bin/initdb" -D "$PG_DATA" -U postgres --auth=trust -E UTF8 --no-locale >"$PG_DIR/initdb.log" 2>&1 ||
    {
      cat "$PG_DIR/initdb.log" >&2
      die "initdb failed"
    }
  # Tests open many short-lived databases and pools in parallel; durability is not wanted here.
  local opts="-h 127.0.0.1 -p $port -k $PG_DATA -c fsync=off -c synchronous_commit=off"
  opts="$opts -c full_page_writes=off -c max_connections=300 -c shared_buffers=128MB"
  log "PostgreSQL: starting on 127.0.0.1:$port"
  pg_as_owner "$bin/pg_ctl" -D "$PG_DATA" -l "$PG_DIR/server.log" -w -t 60 -o "$opts" start >/dev/null ||
    {
      tail -n 30 "$PG_DIR/server.log" >&2
      die "PostgreSQL did not start"
    }
  "$bin/psql" -q -h 127.0.0.1 -p "$port" -U postgres -d postgres -c "CREATE DATABASE $PG_DB" >/dev/null
  log "PostgreSQL ready in $(($(date +%s) - started))s"
}

postgres_stop() {
  if [ -f "$PG_DATA/PG_VERSION" ]; then
    log "PostgreSQL: stopping"
    pg_as_owner "$(pg_find_bin)/pg_ctl" -D "$PG_DATA" -m fast -w stop >/dev/null 2>&1 || true
  fi
  rm -rf "$PG_DIR"
}
