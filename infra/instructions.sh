#!/usr/bin/env bash
# The server's instructions per request (user space), counted by valgrind's callgrind: the
# same for the same binary and load whatever else the machine is doing, so two builds can be
# compared when their timings drift with the machine (docs/speed.md, "Instructions per
# request"). Starts `sanduq serve` under callgrind on a fresh data dir, warms it up with
# `sanduq load --count WARMUP`, zeroes the counts, drives COUNT more, and prints the
# instructions per request and the functions that spent most of them (self).
#
#   bash infra/instructions.sh                        # lifecycle: 100 to warm up, 8,000 counted
#   COUNT=500 bash infra/instructions.sh              # quicker, but no snapshot is taken
#   SCENARIO=session COUNT=3000 bash infra/instructions.sh
#
# The default count writes past the 32 MiB of log that start a snapshot, a few times over: a
# snapshot reads back and packs again every value written since the last, a share of each
# write's cost that a shorter run leaves out (about 14% of the instructions at 8,000
# lifecycles, 2026-12-07; a run takes about 4 minutes).
#   BIN=/tmp/sanduq-before bash infra/instructions.sh # a binary built before (no build)
#
# Under valgrind the server's threads take turns on one core: the counts are the server's
# own work (kernel time, fsync and the network are not in them), the groups the committer
# forms are smaller than at full speed, and SHA-256 runs in software (valgrind hides the
# CPU's SHA extensions). Compare builds with it; take speed from infra/bench.sh.
set -euo pipefail
cd "$(dirname "$0")/.."
SCENARIO="${SCENARIO:-lifecycle}"
COUNT="${COUNT:-8000}"
WARMUP="${WARMUP:-100}"
CONCURRENCY="${CONCURRENCY:-4}"
TOP="${TOP:-25}"
OUT=target/bench
mkdir -p "$OUT"
command -v valgrind >/dev/null || { echo "valgrind is needed (apt-get install -y valgrind)" >&2; exit 2; }
# shellcheck source=infra/profiling.sh
. infra/profiling.sh
server_bin
DATA=$(mktemp -d /tmp/sanduq-instructions.XXXXXX)
PORT=$(free_port)
CG="$OUT/callgrind.out"
rm -f "$CG" "$CG".*
RUST_LOG=warn valgrind --tool=callgrind --callgrind-out-file="$CG" --compress-strings=no \
  "$BIN" serve --addr "127.0.0.1:$PORT" --data-dir "$DATA" --rate-limit 1000000000 \
  >/dev/null 2>"$OUT/callgrind.log" &
PID=$!
trap 'kill $PID 2>/dev/null || true; rm -rf "$DATA"' EXIT
for _ in $(seq 1 600); do
  (echo >"/dev/tcp/127.0.0.1/$PORT") 2>/dev/null && [ -s "$DATA/sandbox-credentials.json" ] && break
  sleep 0.2
done
load() {
  "$BIN" load --scenario "$SCENARIO" --concurrency "$CONCURRENCY" --count "$1" --warmup 0 \
    --base-url "http://127.0.0.1:$PORT/api/v1" --data-dir "$DATA"
}
load "$WARMUP" >/dev/null
callgrind_control -z "$PID" >/dev/null 2>&1
load "$COUNT" >"$OUT/instructions-load.txt"
callgrind_control -d "$PID" >/dev/null 2>&1
kill "$PID"
wait "$PID" 2>/dev/null || true
REQUESTS=$(grep -oE 'requests: [0-9]+' "$OUT/instructions-load.txt" | grep -oE '[0-9]+')
# the dump asked for above is "$CG.1"; the one valgrind writes at exit holds only the end
python3 - "$CG.1" "$REQUESTS" "$TOP" "$SCENARIO" <<'EOF'
import collections, sys
path, requests, top, scenario = sys.argv[1], int(sys.argv[2]), int(sys.argv[3]), sys.argv[4]
own = collections.Counter(); total = 0; fn = None; after_call = False
for line in open(path, errors="replace"):
    if line.startswith("fn="):
        fn = line[3:].strip(); after_call = False
    elif line.startswith("summary:"):
        total = int(line.split()[1])
    elif line.startswith("calls="):
        after_call = True
    elif line[:1].isdigit() or line[:1] in "+-*":
        parts = line.split()
        if len(parts) >= 2 and not after_call:
            own[fn] += int(parts[1])
        after_call = False
print(f"{scenario}: {requests} requests, {total:,} instructions, {total // max(requests, 1):,} per request")
print("== top functions, self")
for f, n in own.most_common(top):
    print(f"{100 * n / total:6.2f}%  {f[:140]}")
EOF
