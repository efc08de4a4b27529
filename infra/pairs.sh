#!/usr/bin/env bash
# Two builds of `sanduq` against each other in time (docs/speed.md, "Instructions by kind"):
# PAIRS pairs, the order turned in every other pair, each run a fresh `sanduq serve` on a
# fresh data dir driven by `sanduq load` for SECONDS_EACH seconds. A run reports the server's
# user and kernel CPU per request (from /proc, over the load alone) and requests a second;
# the end is the medians and the median of the pairs' differences (B against A). On a machine
# whose speed moves from minute to minute, the pairs' differences say more than any one run.
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

# one run of $1: "requests user_us sys_us" per request, requests a second
run() {
  local bin=$1 data port pid t0 t1 n
  data=$(mktemp -d /tmp/sanduq-pairs.XXXXXX)
  port=$(free_port)
  RUST_LOG=warn "$bin" serve --addr "127.0.0.1:$port" --data-dir "$data" --rate-limit 1000000000 \
    >/dev/null 2>&1 &
  pid=$!
  for _ in $(seq 1 100); do (echo >"/dev/tcp/127.0.0.1/$port") 2>/dev/null && break; sleep 0.1; done
  sleep 0.5
  t0=$(awk '{print $14, $15}' "/proc/$pid/stat")
  n=$("$bin" load --scenario "$SCENARIO" --concurrency 16 --duration "$SECONDS_EACH" --warmup 0 \
    --base-url "http://127.0.0.1:$port/api/v1" --data-dir "$data" | grep -oE 'requests: [0-9]+' |
    grep -oE '[0-9]+')
  t1=$(awk '{print $14, $15}' "/proc/$pid/stat")
  kill "$pid"
  wait "$pid" 2>/dev/null || true
  rm -rf "$data"
  python3 -c "
a, b, n, hz, s = [int(x) for x in '$t0'.split()], [int(x) for x in '$t1'.split()], $n, $HZ, $SECONDS_EACH
print(n, round((b[0] - a[0]) / hz / n * 1e6), round((b[1] - a[1]) / hz / n * 1e6), round(n / s))"
}

rows=()
for i in $(seq 1 "$PAIRS"); do
  if [ $((i % 2)) = 1 ]; then a=$(run "$A"); b=$(run "$B"); else b=$(run "$B"); a=$(run "$A"); fi
  echo "pair $i: A $a | B $b   (requests, user µs, kernel µs per request, requests/s)"
  rows+=("$a;$b")
done
python3 - "${rows[@]}" <<'EOF'
import statistics as st, sys
pairs = [[list(map(int, half.split())) for half in row.split(";")] for row in sys.argv[1:]]
cpu = lambda r: r[1] + r[2]
for name, f in [("server CPU per request, µs", cpu), ("requests a second", lambda r: r[3])]:
    a = [f(p[0]) for p in pairs]; b = [f(p[1]) for p in pairs]
    d = [100 * (y / x - 1) for x, y in zip(a, b)]
    print(f"{name}: A {st.median(a)}, B {st.median(b)}; B against A, median of the pairs "
          f"{st.median(d):+.1f}% (from {min(d):+.0f}% to {max(d):+.0f}%)")
EOF
