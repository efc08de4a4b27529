#!/usr/bin/env bash
# Two builds of `sanduq` against each other in time (docs/bench-history.jsonl, "Memory freed where it was
# made"): PAIRS pairs, in each A and B served at the same time, each a fresh `sanduq serve` on a
# fresh data dir driven by its own `sanduq load` for SECONDS_EACH seconds, so both meet the
# same machine. A run reports the server's user and kernel CPU per request (from /proc, over
# the load alone) and requests a second; the end is the medians and the median of the pairs'
# differences (B against A). Run one after the other, two runs of one build differed by up to
# a third on this machine, whose speed moves from minute to minute; run side by side, a build
# against itself differs by 0-3% (docs/speed.md). The four processes share the cores, so each
# server gets about half of what it would alone: compare the two, not with a bench run.
#
#   bash infra/pairs.sh /tmp/sanduq-before target/server/sanduq
#   PAIRS=10 SCENARIO=session SECONDS_EACH=6 bash infra/pairs.sh A B
set -euo pipefail
cd "$(dirname "$0")/.."
[ $# -eq 2 ] || { echo "usage: bash infra/pairs.sh BIN_A BIN_B" >&2; exit 2; }
A=$1
B=$2
PAIRS="${PAIRS:-6}"
SCENARIO="${SCENARIO:-lifecycle}"
SECONDS_EACH="${SECONDS_EACH:-6}"
# shellcheck source=infra/profiling.sh
. infra/profiling.sh
HZ=$(getconf CLK_TCK)
WORK=$(mktemp -d /tmp/sanduq-pairs.XXXXXX)
trap 'kill $(jobs -p) 2>/dev/null || true; rm -rf "$WORK"' EXIT

# starts $2 serving on a fresh data dir under $WORK/$1: its pid, port and data dir in files
start() {
  local name=$1 bin=$2 port
  port=$(free_port)
  mkdir -p "$WORK/$name"
  RUST_LOG=warn "$bin" serve --addr "127.0.0.1:$port" --data-dir "$WORK/$name/data" \
    --rate-limit 1000000000 >/dev/null 2>&1 &
  echo $! >"$WORK/$name/pid"
  echo "$port" >"$WORK/$name/port"
}

ready() {
  local name=$1 port
  port=$(cat "$WORK/$name/port")
  for _ in $(seq 1 100); do
    (echo >"/dev/tcp/127.0.0.1/$port") 2>/dev/null && [ -s "$WORK/$name/data/sandbox-credentials.json" ] && return
    sleep 0.1
  done
  echo "the server $name did not start" >&2
  exit 1
}

cpu() { awk '{print $14, $15}' "/proc/$(cat "$WORK/$1/pid")/stat"; }

load() {
  local name=$1 bin=$2
  "$bin" load --scenario "$SCENARIO" --concurrency 16 --duration "$SECONDS_EACH" --warmup 0 \
    --base-url "http://127.0.0.1:$(cat "$WORK/$name/port")/api/v1" --data-dir "$WORK/$name/data" |
    grep -oE 'requests: [0-9]+' | grep -oE '[0-9]+' >"$WORK/$name/requests"
}

# "requests user_us sys_us requests/s" of one server over its load
report() {
  local name=$1 t0=$2 t1=$3
  python3 -c "
a, b, n, hz, s = [int(x) for x in '$t0'.split()], [int(x) for x in '$t1'.split()], $(cat "$WORK/$name/requests"), $HZ, $SECONDS_EACH
print(n, round((b[0] - a[0]) / hz / n * 1e6), round((b[1] - a[1]) / hz / n * 1e6), round(n / s))"
}

rows=()
for i in $(seq 1 "$PAIRS"); do
  rm -rf "${WORK:?}/a" "${WORK:?}/b"
  start a "$A"
  start b "$B"
  ready a
  ready b
  sleep 0.5
  a0=$(cpu a)
  b0=$(cpu b)
  load a "$A" &
  la=$!
  load b "$B" &
  lb=$!
  wait "$la" "$lb"
  a1=$(cpu a)
  b1=$(cpu b)
  a=$(report a "$a0" "$a1")
  b=$(report b "$b0" "$b1")
  for name in a b; do
    kill "$(cat "$WORK/$name/pid")"
    wait "$(cat "$WORK/$name/pid")" 2>/dev/null || true
  done
  echo "pair $i: A $a | B $b   (requests, user µs, kernel µs per request, requests/s)"
  rows+=("$a;$b")
done
python3 - "${rows[@]}" <<'PY'
import statistics as st, sys
pairs = [[list(map(int, half.split())) for half in row.split(";")] for row in sys.argv[1:]]
cpu = lambda r: r[1] + r[2]
for name, f in [("server CPU per request, µs", cpu), ("requests a second", lambda r: r[3])]:
    a = [f(p[0]) for p in pairs]; b = [f(p[1]) for p in pairs]
    d = [100 * (y / x - 1) for x, y in zip(a, b)]
    print(f"{name}: A {st.median(a)}, B {st.median(b)}; B against A, median of the pairs "
          f"{st.median(d):+.1f}% (from {min(d):+.0f}% to {max(d):+.0f}%)")
PY
