#!/usr/bin/env bash
# Two configurations of `sanduq serve` in turn, each alone on the machine with its own
# `sanduq load` (docs/bench-history.jsonl, "The relay keeping up, snapshots that copy, lanes alone in
# turn"): TURNS rounds of A then B, each a fresh server on a fresh data dir driven for
# SECONDS_EACH seconds. Prints each run's
# requests a second and server CPU per request (the load tool's, from /proc), then the medians
# and the median of the rounds' differences (B against A).
#
# `infra/pairs.sh` runs the two side by side, which cancels the machine's spells but not a
# change in how many threads a server runs: the scheduler gives the server with more threads
# more of the shared cores. Compare thread counts (lanes, workers) here; compare code there.
#
#   bash infra/turns.sh /tmp/sanduq-before target/server/sanduq
#   ENV_A="SANDUQ_LANES=2" ENV_B="SANDUQ_LANES=1" bash infra/turns.sh target/server/sanduq target/server/sanduq
#   TURNS=8 SCENARIO=session SECONDS_EACH=8 bash infra/turns.sh A B
set -euo pipefail
cd "$(dirname "$0")/.."
[ $# -eq 2 ] || { echo "usage: bash infra/turns.sh BIN_A BIN_B" >&2; exit 2; }
TURNS="${TURNS:-6}"
SCENARIO="${SCENARIO:-lifecycle}"
SECONDS_EACH="${SECONDS_EACH:-10}"
# shellcheck source=infra/profiling.sh
. infra/profiling.sh
WORK=$(mktemp -d /tmp/sanduq-turns.XXXXXX)
trap 'kill $(jobs -p) 2>/dev/null || true; rm -rf "$WORK"' EXIT

# one run of $2 (with the environment $3) alone: "requests/s cpu_us" on stdout
run() {
  local name=$1 bin=$2 envs=$3 port data pid out
  port=$(free_port)
  data="$WORK/$name"
  rm -rf "$data"
  # shellcheck disable=SC2086 # the settings are words on purpose
  env RUST_LOG=warn $envs "$bin" serve --addr "127.0.0.1:$port" --data-dir "$data" \
    --rate-limit 1000000000 >/dev/null 2>&1 &
  pid=$!
  for _ in $(seq 1 100); do
    (echo >"/dev/tcp/127.0.0.1/$port") 2>/dev/null && [ -s "$data/sandbox-credentials.json" ] && break
    sleep 0.1
  done
  out=$("$bin" load --scenario "$SCENARIO" --concurrency 16 --duration "$SECONDS_EACH" --warmup 2 \
    --base-url "http://127.0.0.1:$port/api/v1" --data-dir "$data" --server-pid "$pid" | grep 'requests:')
  kill "$pid"
  wait "$pid" 2>/dev/null || true
  # "requests: 61362 (6129/s), server CPU 193 µs per request"
  echo "$out" | sed -E 's/.*\(([0-9]+)\/s\), server CPU ([0-9.]+) .*/\1 \2/'
}

: >"$WORK/results"
for i in $(seq 1 "$TURNS"); do
  a=$(run a "$1" "${ENV_A:-}")
  b=$(run b "$2" "${ENV_B:-}")
  echo "turn $i: A $a | B $b   (requests/s, server CPU µs per request)"
  echo "$a $b" >>"$WORK/results"
done
python3 - "$WORK/results" <<'EOF'
import statistics, sys
rows = [list(map(float, l.split())) for l in open(sys.argv[1]) if l.strip()]
med = statistics.median
for name, i in (("server CPU per request, µs", 1), ("requests a second", 0)):
    a, b = [r[i] for r in rows], [r[i + 2] for r in rows]
    d = [100 * (y - x) / x for x, y in zip(a, b)]
    print(f"{name}: A {med(a):g}, B {med(b):g}; B against A, median of the turns {med(d):+.1f}% (from {min(d):+.0f}% to {max(d):+.0f}%)")
EOF
