#!/usr/bin/env bash
# Sanduq's speed figures in one run (docs/speed.md): builds `sanduq` (profile server), starts
# `sanduq serve` (embedded store on file, durable), `sanduq bare` (the HTTP ceiling) and
# localstripe (the peer, in memory), measures the disk's fsync ceiling, then drives each
# with `sanduq load` at the same concurrency. Writes target/bench/*.json and prints a summary.
#
#   bash infra/bench.sh            # 20 s per measurement (env: SECONDS_EACH, CONCURRENCY)
#   BIN=/tmp/sanduq-before bash infra/bench.sh   # a binary built before, to compare (no build)
#
# Each run that passes is appended to docs/bench-history.jsonl (BENCH_HISTORY= leaves it out).
set -euo pipefail
cd "$(dirname "$0")/.."
export SECONDS_EACH="${SECONDS_EACH:-20}"
CONCURRENCY="${CONCURRENCY:-16}"
# lifecycles for the store-size measure
SIZE_COUNT="${SIZE_COUNT:-20000}"
# what the store keeps: its data at rest (the snapshot) and the log segments since it
STORE_PATH=log; TABLES_PATH='log/snapshot-*'
OUT=target/bench
mkdir -p "$OUT"
rm -f "$OUT"/*.json

if ! command -v localstripe >/dev/null 2>&1; then
  echo "== installing localstripe (pip)"
  python3 -m pip install --quiet localstripe
  if command -v pyenv >/dev/null 2>&1; then pyenv rehash; fi
  hash -r
fi
if [ -z "${BIN:-}" ]; then
  echo "== cargo build --profile server (sanduq)"
  cargo build --profile server --quiet --bin sanduq
  BIN=target/server/sanduq
  export BENCH_BINARY="target/server/sanduq (profile server)"
else
  export BENCH_BINARY="${BENCH_BINARY:-$BIN}"
fi

free_port() { python3 -c 'import socket; s=socket.socket(); s.bind(("127.0.0.1",0)); print(s.getsockname()[1])'; }
DATA=$(mktemp -d /tmp/sanduq-bench.XXXXXX)
PIDS=()
cleanup() { for p in "${PIDS[@]}"; do kill "$p" 2>/dev/null || true; done; rm -rf "$DATA"; }
trap cleanup EXIT
wait_port() { for _ in $(seq 1 100); do (echo >"/dev/tcp/127.0.0.1/$1") 2>/dev/null && return 0; sleep 0.1; done; echo "port $1 did not open" >&2; exit 1; }

SANDUQ_PORT=$(free_port); BARE_PORT=$(free_port); STRIPE_PORT=$(free_port)
RUST_LOG=warn "$BIN" serve --addr "127.0.0.1:$SANDUQ_PORT" --data-dir "$DATA" --rate-limit 1000000000 >"$OUT/serve.log" 2>&1 &
SANDUQ_PID=$!; PIDS+=("$SANDUQ_PID")
"$BIN" bare --addr "127.0.0.1:$BARE_PORT" >/dev/null 2>&1 &
BARE_PID=$!; PIDS+=("$BARE_PID")
localstripe --port "$STRIPE_PORT" --from-scratch >"$OUT/localstripe.log" 2>&1 &
STRIPE_PID=$!; PIDS+=("$STRIPE_PID")
wait_port "$SANDUQ_PORT"; wait_port "$BARE_PORT"; wait_port "$STRIPE_PORT"
API="http://127.0.0.1:$SANDUQ_PORT/api/v1"

load() { "$BIN" load --concurrency "$CONCURRENCY" --duration "$SECONDS_EACH" --warmup 3 "$@"; echo; }

echo "== durable-commit ceiling"
"$BIN" fsync --dir "$DATA" --seconds 3 --json "$OUT/fsync.json"
echo
echo "== HTTP ceiling: sanduq bare"
load --scenario ping --base-url "http://127.0.0.1:$BARE_PORT/" --server-pid "$BARE_PID" --json "$OUT/bare.json"
echo "== Sanduq: unknown route, authenticated read, authenticated create-session"
load --scenario ping --base-url "$API/no-such-route" --server-pid "$SANDUQ_PID" --json "$OUT/sanduq-ping.json"
load --scenario wallet --base-url "$API" --data-dir "$DATA" --server-pid "$SANDUQ_PID" --json "$OUT/sanduq-wallet.json"
load --scenario session --base-url "$API" --data-dir "$DATA" --server-pid "$SANDUQ_PID" --json "$OUT/sanduq-session.json"
echo "== Sanduq: the lifecycle"
load --scenario lifecycle --base-url "$API" --data-dir "$DATA" --server-pid "$SANDUQ_PID" --json "$OUT/sanduq-lifecycle.json"
echo "== monitoring: how far it ran behind the lifecycle's movements (commit to seen, every rule on)"
ADMIN_KEY=$(python3 -c "import json; print(json.load(open('$DATA/admin-credentials.json'))['admin_key'])")
lag() { curl -sf "$API/admin/monitoring?limit=100000" -H "Authorization: Bearer $ADMIN_KEY"; }
# settled: three equal counts of the day's movements half a second apart
prev=-1; same=0
for _ in $(seq 1 600); do
  n=$(lag | python3 -c "import json,sys; print(json.load(sys.stdin)['data']['movements'])")
  if [ "$n" = "$prev" ]; then same=$((same + 1)); [ "$same" -ge 3 ] && break; else same=0; fi
  prev=$n; sleep 0.5
done
lag >"$OUT/monitoring.json"
python3 -c "import json; d = json.load(open('$OUT/monitoring.json'))['data']; print(f\"  {d['movements']} movements, lag p50 {d['lag_ms']['p50']} ms, p99 {d['lag_ms']['p99']} ms, max {d['lag_ms']['max']} ms\")"
echo "== Sanduq: store file growth over $SIZE_COUNT lifecycles (a fresh server and data dir)"
SIZE_DATA="$DATA/size"; SIZE_PORT=$(free_port)
RUST_LOG=warn "$BIN" serve --addr "127.0.0.1:$SIZE_PORT" --data-dir "$SIZE_DATA" --rate-limit 1000000000 >/dev/null 2>&1 &
SIZE_PID=$!; PIDS+=("$SIZE_PID")
wait_port "$SIZE_PORT"
# bytes on disk (allocated blocks)
store_bytes() { du -s -B1 "$SIZE_DATA/$STORE_PATH" | cut -f1; }
table_bytes() {
  local n=0 f
  for f in "$SIZE_DATA"/$TABLES_PATH; do [ -e "$f" ] && n=$((n + $(du -s -B1 "$f" | cut -f1))); done
  echo "$n"
}
before=$(store_bytes); tables_before=$(table_bytes)
rss_of() { awk '/^VmRSS:/ {print $2 * 1024}' "/proc/$1/status"; }
# the server's resident memory with no lifecycle yet (the sandbox merchant, the runtime)
rss_before=$(rss_of "$SIZE_PID")
# the most the store held on disk during the run (sampled every 0.2 s): a snapshot being written
# sits beside the one before and the log since it, so the peak is more than the end
echo "$before" >"$OUT/store-peak"
( while kill -0 "$SIZE_PID" 2>/dev/null; do
    b=$(du -s -B1 "$SIZE_DATA/$STORE_PATH" 2>/dev/null | cut -f1) || true
    if [ -n "$b" ] && [ "$b" -gt "$(cat "$OUT/store-peak")" ]; then echo "$b" >"$OUT/store-peak"; fi
    sleep 0.2
  done ) &
PEAK_PID=$!
"$BIN" load --concurrency "$CONCURRENCY" --count "$SIZE_COUNT" --warmup 0 --base-url "http://127.0.0.1:$SIZE_PORT/api/v1" --data-dir "$SIZE_DATA" --json "$OUT/sanduq-size-run.json" >/dev/null
kill "$PEAK_PID" 2>/dev/null || true; wait "$PEAK_PID" 2>/dev/null || true
peak=$(cat "$OUT/store-peak")
# the server's resident memory with that data (keys, values' places and entries, and the
# values of the cache's budget: docs/speed.md, "The memory model")
rss=$(rss_of "$SIZE_PID")
kill "$SIZE_PID"; wait "$SIZE_PID" 2>/dev/null || true
after=$(store_bytes); tables_after=$(table_bytes)
# a restart on that data: from exec to the port open (the log opened and replayed)
t0=$(date +%s.%N)
RUST_LOG=warn "$BIN" serve --addr "127.0.0.1:$SIZE_PORT" --data-dir "$SIZE_DATA" --rate-limit 1000000000 >/dev/null 2>&1 &
SIZE_PID=$!; PIDS+=("$SIZE_PID")
for _ in $(seq 1 30000); do (echo >"/dev/tcp/127.0.0.1/$SIZE_PORT") 2>/dev/null && break; sleep 0.01; done
restart_s=$(python3 -c "import time; print(round(time.time() - $t0, 2))")
rss_restarted=$(rss_of "$SIZE_PID")
kill "$SIZE_PID"; wait "$SIZE_PID" 2>/dev/null || true
"$BIN" compact --data-dir "$SIZE_DATA" >/dev/null
compacted=$(store_bytes); tables_compacted=$(table_bytes)
# bytes_per_lifecycle counts the journal as the run left it (anywhere from 0 to 64 MiB on lsm);
# the tables after compaction are the data at rest, every memtable flushed
python3 -c "import json; json.dump({'engine': 'log', 'lifecycles': $SIZE_COUNT, 'rss_bytes': $rss, 'rss_bytes_before': $rss_before, 'rss_bytes_per_lifecycle': round($rss/$SIZE_COUNT), 'rss_growth_bytes_per_lifecycle': round(($rss-$rss_before)/$SIZE_COUNT), 'restart_seconds': $restart_s, 'rss_bytes_after_restart': $rss_restarted, 'bytes_before': $before, 'bytes_after': $after, 'bytes_peak': $peak, 'peak_bytes_per_lifecycle': round(($peak-$before)/$SIZE_COUNT), 'bytes_compacted': $compacted, 'journal_bytes_after': $after - $tables_after, 'bytes_per_lifecycle': round(($after-$before)/$SIZE_COUNT), 'bytes_per_lifecycle_compacted': round(($compacted-$before)/$SIZE_COUNT), 'table_bytes_per_lifecycle_compacted': round(($tables_compacted-$tables_before)/$SIZE_COUNT)}, open('$OUT/store-size.json','w'), indent=2)"
cat "$OUT/store-size.json"; echo
echo "== localstripe: the same lifecycle"
load --target stripe --scenario lifecycle --base-url "http://127.0.0.1:$STRIPE_PORT" --server-pid "$STRIPE_PID" --json "$OUT/localstripe-lifecycle.json"
echo "== audit of the sandbox merchant"
MERCHANT=$(python3 -c "import json; print(json.load(open('$DATA/sandbox-credentials.json'))['merchant_id'])")
curl -sf "$API/admin/merchants/$MERCHANT/audit" -H "Authorization: Bearer $ADMIN_KEY" >"$OUT/audit.json"

# a server that warns under load is measured doing less than it should (until 2026-11-27 the
# request log dropped most entries, a warning each): say so beside the figures
echo "== warnings from the server under load: $(grep -c WARN "$OUT/serve.log" || true) (target/bench/serve.log)"
python3 infra/bench_summary.py "$OUT"
