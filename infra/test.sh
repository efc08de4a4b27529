#!/usr/bin/env bash
# Sanduq's test command (README): installs what the tests need, checks style and the SAM
# template, then runs every test: Rust (unit, HTTP, Lambda events, moto) and the browser
# tests. Works on a fresh machine with Rust, Python 3 and Node.js (chromium comes from apt).
set -euo pipefail
cd "$(dirname "$0")/.."

if ! python3 -c 'import moto.server, cfnlint, standardwebhooks, zxingcpp, PIL, num2words, lxml' >/dev/null 2>&1; then
  echo "== installing moto[server], cfn-lint, standardwebhooks, zxing-cpp, pillow, num2words and lxml (pip)"
  python3 -m pip install --quiet "moto[server]" cfn-lint standardwebhooks zxing-cpp pillow num2words==0.5.14 lxml
  # new console scripts need pyenv's shims (where pyenv is used)
  if command -v pyenv >/dev/null 2>&1; then pyenv rehash; fi
  hash -r
fi

# A clean clone builds once: incremental caches would only double the target dir's size
# (CI runs ran out of disk while linking test binaries: docs/decisions.md, "Test binaries").
if [ "${CI:-}" = true ]; then export CARGO_INCREMENTAL=0; fi
echo "== disk: $(df -h . | awk 'NR==2 {print $4 " free of " $2}')"

echo "== cargo fmt"
cargo fmt --all -- --check
echo "== cargo clippy"
cargo clippy --workspace --all-targets --quiet -- -D warnings
# the `sanduq` binary with its DynamoDB adapter (`--store dynamodb`), which the tests serve
cargo clippy --workspace --all-targets --quiet --features dynamodb -- -D warnings
echo "== template and sample events"
python3 -c 'import sys; from cfnlint.runner import main; sys.exit(main())' template.yaml
python3 infra/make_events.py --check
echo "== the published document: Redocly's recommended lint (@redocly/cli, npm)"
bash infra/lint-openapi.sh
echo "== cargo test"
cargo test --workspace --quiet --features dynamodb
echo "== disk after the tests: target/ $(du -sh target | cut -f1), $(df -h . | awk 'NR==2 {print $4}') free"
if [ "${CI:-}" = true ]; then
  # The test binaries have run; what follows needs only target/debug/sanduq (a link of its
  # own that outlives them): their disk goes back before chromium is installed.
  find target/debug/deps -maxdepth 1 -type f -executable ! -name '*.so' -delete
fi

echo "== client libraries: built from the document (infra/clients.sh), installed, tested against sanduq serve"
bash infra/clients.sh
python3 -c 'import pytest' >/dev/null 2>&1 || python3 -m pip install --quiet pytest
WHEEL=$(ls target/clients/dist/sanduq-*.whl)
python3 -m pip install --quiet "$WHEEL"                              # its dependencies
python3 -m pip install --quiet --force-reinstall --no-deps "$WHEEL"  # this build, over any before
SANDUQ_BIN="$PWD/target/debug/sanduq" python3 -m pytest -q -p no:cacheprovider clients/python/tests
(cd target/clients/typescript && SANDUQ_BIN="$PWD/../../debug/sanduq" node --test test/ && npm run --silent test:types)

echo "== schemathesis against sanduq serve (every operation of /api/v1/openapi.json, all checks)"
SANDUQ_BIN="$PWD/target/debug/sanduq" infra/schemathesis.sh

echo "== browser tests (headless Debian chromium, playwright-core)"
if ! command -v chromium >/dev/null 2>&1; then
  echo "== installing chromium and Arabic-script fonts (apt)"
  SUDO=""; [ "$(id -u)" -ne 0 ] && SUDO=sudo
  $SUDO apt-get update -qq
  DEBIAN_FRONTEND=noninteractive $SUDO apt-get install -y -qq chromium fonts-noto-core >/dev/null
  $SUDO apt-get clean
fi
if [ ! -d tests/browser/node_modules/playwright-core ]; then
  (cd tests/browser && npm ci --no-audit --no-fund --silent)
fi
# the sanduq binary `cargo test` just built for the HTTP tests (building it alone would
# resolve features differently and rebuild the AWS SDK)
(cd tests/browser && SANDUQ_BIN="$PWD/../../target/debug/sanduq" node --test --test-concurrency=1 checkout.test.mjs links.test.mjs docs.test.mjs dashboard.test.mjs wallet.test.mjs console.test.mjs console_work.test.mjs compliance.test.mjs money.test.mjs disputes.test.mjs receipts.test.mjs agents.test.mjs speech.test.mjs family.test.mjs)
