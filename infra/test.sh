#!/usr/bin/env bash
# Sanduq's test command (README): installs what the tests need, checks style and the SAM
# template, then runs every test. Works on a fresh machine with Rust and Python 3.
set -euo pipefail
cd "$(dirname "$0")/.."

if ! python3 -c 'import moto.server, cfnlint' >/dev/null 2>&1; then
  echo "== installing moto[server] and cfn-lint (pip)"
  python3 -m pip install --quiet "moto[server]" cfn-lint
  # new console scripts need pyenv's shims (where pyenv is used)
  if command -v pyenv >/dev/null 2>&1; then pyenv rehash; fi
  hash -r
fi

echo "== cargo fmt"
cargo fmt --all -- --check
echo "== cargo clippy"
cargo clippy --workspace --all-targets --quiet -- -D warnings
echo "== template and sample events"
python3 -c 'import sys; from cfnlint.runner import main; sys.exit(main())' template.yaml
python3 infra/make_events.py --check
echo "== cargo test"
cargo test --workspace --quiet
