#!/usr/bin/env bash
# Redocly's recommended lint of the published document (tests/fixtures/openapi.json, byte for
# byte what /api/v1/openapi.json serves: tests/openapi.rs), failing on errors and on the
# rules infra/redocly/redocly.yaml makes errors. Installs the pinned @redocly/cli when missing.
set -euo pipefail
cd "$(dirname "$0")/redocly"
if [ ! -x node_modules/.bin/redocly ]; then
  npm ci --no-audit --no-fund --silent
fi
export REDOCLY_TELEMETRY=off REDOCLY_SUPPRESS_UPDATE_NOTICE=true
node_modules/.bin/redocly lint ../../tests/fixtures/openapi.json --config redocly.yaml --format summary
