# One OpenSearch 2.x node, assembled from Maven Central (opensearch/pom.xml) and started with a
# small main class (opensearch/TestNode.java). Sourced by servers.sh.

OS_DIR="$STATE_DIR/opensearch"
OS_BUILD="$CACHE_DIR/opensearch"

os_port() { cat "$OS_DIR/port" 2>/dev/null || true; }
os_pid() { cat "$OS_DIR/pid" 2>/dev/null || true; }

os_healthy() {
  curl -fsS --max-time 5 "http://127.0.0.1:$1/_cluster/health?wait_for_status=yellow&timeout=1s" 2>/dev/null |
    grep -qE '"status":"(yellow|green)"'
}

opensearch_running() {
  local pid port
  pid="$(os_pid)"
  port="$(os_port)"
  [ -n "$pid" ] && [ -n "$port" ] && kill -0 "$pid" 2>/dev/null && os_healthy "$port"
}

opensearch_url_line() { echo "OPENSEARCH_URL=http://127.0.0.1:$(os_port)"; }

# Resolves the jars once per pom version and compiles the main class when its source changes.
os_build() {
  command -v java >/dev/null || die "java not found (JDK 17 expected)"
  command -v javac >/dev/null || die "javac not found (JDK 17 expected)"
  command -v curl >/dev/null || die "curl not found"
  mkdir -p "$OS_BUILD"
  local stamp
  stamp="$(sha256sum "$HERE/opensearch/pom.xml" | cut -c1-16)"
  if [ ! -f "$OS_BUILD/lib/.resolved-$stamp" ]; then
    command -v mvn >/dev/null || die "mvn not found (Maven resolves OpenSearch from Maven Central)"
    log "OpenSearch: resolving jars from Maven Central into $OS_BUILD/lib"
    rm -rf "$OS_BUILD/lib"
    cp "$HERE/opensearch/pom.xml" "$OS_BUILD/pom.xml"
    if ! (cd "$OS_BUILD" && mvn -B -Dstyle.color=never dependency:copy-dependencies -DoutputDirectory=lib \
      -DincludeScope=runtime >"$OS_BUILD/maven.log" 2>&1); then
      tail -n 40 "$OS_BUILD/maven.log" >&2
      die "Maven could not resolve OpenSearch (log: $OS_BUILD/maven.log)"
    fi
    log "OpenSearch: $(ls "$OS_BUILD/lib" | wc -l) jars ($(du -sh "$OS_BUILD/lib" | cut -f1))"
    touch "$OS_BUILD/lib/.resolved-$stamp"
  fi
  if [ ! -f "$OS_BUILD/classes/TestNode.class" ] || [ "$HERE/opensearch/TestNode.java" -nt "$OS_BUILD/classes/TestNode.class" ]; then
    log "OpenSearch: compiling TestNode"
    mkdir -p "$OS_BUILD/classes"
    javac -d "$OS_BUILD/classes" -cp "$OS_BUILD/lib/*" "$HERE/opensearch/TestNode.java" >&2
  fi
}

opensearch_start() {
  if opensearch_running; then
    log "OpenSearch already running on 127.0.0.1:$(os_port)"
    return 0
  fi
  os_build
  opensearch_stop quiet
  local port tport pid started
  started=$(date +%s)
  mkdir -p "$OS_DIR"
  port="$(free_port "${TECHCENSUS_OS_PORT:-9250}")"
  tport="$(free_port "${TECHCENSUS_OS_TRANSPORT_PORT:-9350}")"
  echo "$port" >"$OS_DIR/port"
  log "OpenSearch: starting on 127.0.0.1:$port (heap ${TECHCENSUS_OS_HEAP:-1g})"
  # The collector settings are the ones OpenSearch ships in jvm.options. The parent circuit
  # breaker measures real heap use; with the serial collector that includes garbage not yet
  # collected, and a long bulk load was refused with the heap mostly garbage.
  # setsid: the node outlives the shell that started it and is not hit by its Ctrl-C.
  setsid nohup java "-Xms${TECHCENSUS_OS_HEAP:-1g}" "-Xmx${TECHCENSUS_OS_HEAP:-1g}" \
    -XX:+UseG1GC -XX:G1ReservePercent=25 -XX:InitiatingHeapOccupancyPercent=30 \
    -Djava.awt.headless=true -Dlog4j2.formatMsgNoLookups=true \
    -cp "$OS_BUILD/lib/*:$OS_BUILD/classes" TestNode "$OS_DIR/node" "$port" "$tport" \
    >"$OS_DIR/server.log" 2>&1 </dev/null &
  pid=$!
  echo "$pid" >"$OS_DIR/pid"
  for _ in $(seq 1 180); do
    if ! kill -0 "$pid" 2>/dev/null; then
      tail -n 40 "$OS_DIR/server.log" >&2
      die "OpenSearch exited during start-up (log: $OS_DIR/server.log)"
    fi
    if os_healthy "$port"; then
      log "OpenSearch ready in $(($(date +%s) - started))s"
      return 0
    fi
    sleep 1
  done
  tail -n 40 "$OS_DIR/server.log" >&2
  die "OpenSearch not healthy after 180s (log: $OS_DIR/server.log)"
}

opensearch_stop() {
  local pid
  pid="$(os_pid)"
  if [ -n "$pid" ] && kill -0 "$pid" 2>/dev/null; then
    [ "${1:-}" = quiet ] || log "OpenSearch: stopping (pid $pid)"
    kill "$pid" 2>/dev/null || true
    for _ in $(seq 1 30); do
      kill -0 "$pid" 2>/dev/null || break
      sleep 1
    done
    kill -9 "$pid" 2>/dev/null || true
  fi
  rm -rf "$OS_DIR"
}
