#!/usr/bin/env bash
# Builds every Lambda function as `sam build` does (cargo lambda build --release in each
# function's folder): release profile (opt-level z, fat LTO, one codegen unit, stripped),
# each function's own features (the DynamoDB/SQS store, no redb). One cargo invocation over
# the function packages only, so the local server's features are not unified in. Prints the
# size of each binary in target/release (what `cargo bench --bench coldstart` measures).
set -euo pipefail
cd "$(dirname "$0")/.."
pkgs=()
for manifest in functions/*/Cargo.toml; do
  pkgs+=(-p "$(sed -n 's/^name = "\(.*\)"/\1/p' "$manifest" | head -1)")
done
cargo build --release --quiet "${pkgs[@]}"
for manifest in functions/*/Cargo.toml; do
  bin=$(sed -n '/^\[\[bin\]\]/,/^name/ s/^name = "\(.*\)"/\1/p' "$manifest" | head -1)
  awk -v b="$bin" -v s="$(stat -c %s "target/release/$bin")" 'BEGIN { printf "%-14s %6.2f MB\n", b, s / 1e6 }'
done
