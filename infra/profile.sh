#!/usr/bin/env bash
# Where the write path's time goes (docs/speed.md, "Where the time goes"): builds `sanduq`
# with symbols (profile server, not stripped), starts `sanduq serve` on a fresh data dir,
# drives it with `sanduq load` and records the server with perf for PROFILE_SECONDS.
# Prints the top functions (self time) and the share of the commit thread and the kernel.
#
#   bash infra/profile.sh                 # scenario lifecycle
#   SCENARIO=session bash infra/profile.sh
#   BIN=/path/to/sanduq bash infra/profile.sh   # a binary built elsewhere (no build)
set -euo pipefail
cd "$(dirname "$0")/.."
SCENARIO="${SCENARIO:-lifecycle}"
PROFILE_SECONDS="${PROFILE_SECONDS:-6}"
OUT=target/bench
mkdir -p "$OUT"
command -v perf >/dev/null || { echo "perf is needed (apt-get install -y linux-perf)" >&2; exit 2; }
# shellcheck source=infra/profiling.sh
. infra/profiling.sh
server_bin
DATA=$(mktemp -d /tmp/sanduq-profile.XXXXXX)
PORT=$(free_port)
RUST_LOG=warn "$BIN" serve --addr "127.0.0.1:$PORT" --data-dir "$DATA" --rate-limit 1000000000 >/dev/null 2>&1 &
PID=$!
trap 'kill $PID 2>/dev/null || true; rm -rf "$DATA"' EXIT
for _ in $(seq 1 100); do (echo >"/dev/tcp/127.0.0.1/$PORT") 2>/dev/null && break; sleep 0.1; done
"$BIN" load --scenario "$SCENARIO" --concurrency 16 --duration $((PROFILE_SECONDS + 4)) --warmup 2 \
  --base-url "http://127.0.0.1:$PORT/api/v1" --data-dir "$DATA" --server-pid "$PID" >"$OUT/profile-load.txt" &
LOAD=$!
sleep 3
perf record -q -F "${PERF_FREQ:-250}" -e cpu-clock --call-graph dwarf,16384 -p "$PID" -o "$OUT/perf.data" -- sleep "$PROFILE_SECONDS" 2>/dev/null
wait $LOAD
tail -3 "$OUT/profile-load.txt"
total=$(perf report -i "$OUT/perf.data" --stdio --sort comm 2>/dev/null | grep -E '^ +[0-9]' )
echo "== by thread (share of the server's samples)"
echo "$total" | head -8
echo "== kernel share"
perf report -i "$OUT/perf.data" --stdio --sort dso 2>/dev/null | grep -E '^ +[0-9]' | head -5
echo "== top functions, self time"
perf report -i "$OUT/perf.data" --stdio --no-children --sort symbol 2>/dev/null \
  | grep -E '^ +[0-9]+\.[0-9]+%' | head -"${TOP:-25}"
