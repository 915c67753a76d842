#!/usr/bin/env bash
# Real PostgreSQL and OpenSearch servers for tests, on 127.0.0.1 only, with throw-away data.
#
#   bash scripts/servers/servers.sh start [postgres|opensearch]   # idempotent; prints the URLs
#   bash scripts/servers/servers.sh stop  [postgres|opensearch]   # stops and deletes the data
#   bash scripts/servers/servers.sh status
#   eval "$(bash scripts/servers/servers.sh env)"                 # exports the running ones' URLs
#
# Settings (environment): TECHCENSUS_SERVERS_DIR (state: data, logs, pids; default
# /tmp/techcensus-servers-<uid>, world-traversable so the postgres user can reach its cluster when
# we run as root), TECHCENSUS_PG_PORT (54329), TECHCENSUS_OS_PORT (9250),
# TECHCENSUS_OS_TRANSPORT_PORT (9350), TECHCENSUS_OS_HEAP (1g). OpenSearch's jars are resolved
# from Maven Central once and cached under ${XDG_CACHE_HOME:-~/.cache}/techcensus/opensearch.
set -euo pipefail

HERE="$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)"
STATE_DIR="${TECHCENSUS_SERVERS_DIR:-/tmp/techcensus-servers-$(id -u)}"
CACHE_DIR="${XDG_CACHE_HOME:-$HOME/.cache}/techcensus"

log() { printf '[servers] %s\n' "$*" >&2; }
die() {
  printf '[servers] ERROR: %s\n' "$*" >&2
  exit 1
}

# True when something accepts TCP connections on 127.0.0.1:$1.
port_busy() { (exec 3<>"/dev/tcp/127.0.0.1/$1") 2>/dev/null; }

# First port from $1 upwards that nothing listens on.
free_port() {
  local p=$1
  while port_busy "$p"; do p=$((p + 1)); done
  echo "$p"
}

# shellcheck source=postgres.sh
source "$HERE/postgres.sh"
# shellcheck source=opensearch.sh
source "$HERE/opensearch.sh"

components() {
  case "${1:-all}" in
  all) echo postgres opensearch ;;
  postgres | opensearch) echo "$1" ;;
  *) die "unknown server '$1' (postgres or opensearch)" ;;
  esac
}

cmd="${1:-}"
shift || true
mkdir -p "$STATE_DIR"
chmod 755 "$STATE_DIR"

case "$cmd" in
start)
  for c in $(components "${1:-all}"); do "${c}_start"; done
  for c in $(components "${1:-all}"); do "${c}_url_line"; done
  ;;
stop)
  for c in $(components "${1:-all}"); do "${c}_stop"; done
  ;;
status)
  rc=0
  for c in $(components all); do
    if "${c}_running"; then echo "$c: running ($("${c}_url_line"))"; else
      echo "$c: stopped"
      rc=3
    fi
  done
  exit "$rc"
  ;;
env)
  for c in $(components all); do
    if "${c}_running"; then echo "export $("${c}_url_line")"; fi
  done
  ;;
*)
  echo "usage: $0 start|stop|status|env [postgres|opensearch]" >&2
  exit 2
  ;;
esac
