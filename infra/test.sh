#!/usr/bin/env bash
# Sanduq's test command (README): installs what the tests need, checks style and the SAM
# template, then runs every test. Works on a fresh machine with Rust and Python 3.
set -euo pipefail
cd "$(dirname "$0")/.."

have() { command -v "$1" >/dev/null 2>&1; }
if ! have moto_server || ! have cfn-lint; then
  echo "== installing moto[server] and cfn-lint (pip)"
  python3 -m pip install --quiet "moto[server]" cfn-lint
fi

echo "== cargo fmt"
cargo fmt --all -- --check
echo "== cargo clippy"
cargo clippy --workspace --all-targets --quiet -- -D warnings
echo "== template and sample events"
cfn-lint template.yaml
python3 infra/make_events.py --check
echo "== cargo test"
cargo test --workspace --quiet
