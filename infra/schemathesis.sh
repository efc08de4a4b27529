#!/usr/bin/env bash
# schemathesis against `sanduq serve` (embedded store, fresh data dir): every operation of
# /api/v1/openapi.json with every check schemathesis has, authenticated as the sandbox
# merchant (Bearer), the admin (admin key) or HMAC-signed for the gateway (hooks file).
#   infra/schemathesis.sh                      bounded run (the test command): 25 examples
#   SCHEMATHESIS_EXAMPLES=500 infra/schemathesis.sh   the longer run (docs/proofs.md)
# SANDUQ_BIN picks the binary (default: target/debug/sanduq, which `cargo test` builds).
set -euo pipefail
cd "$(dirname "$0")/.."

if ! python3 -c 'import schemathesis' >/dev/null 2>&1; then
  echo "== installing schemathesis (pip)"
  python3 -m pip install --quiet "schemathesis>=4,<5"
  if command -v pyenv >/dev/null 2>&1; then pyenv rehash; fi
  hash -r
fi

BIN="${SANDUQ_BIN:-$PWD/target/debug/sanduq}"
EXAMPLES="${SCHEMATHESIS_EXAMPLES:-25}"
DIR="$(mktemp -d)"
LOG="$DIR/server.log"
"$BIN" serve --addr 127.0.0.1:0 --data-dir "$DIR/data" --rate-limit 1000000 --public-rate-limit 1000000 >"$LOG" 2>&1 &
PID=$!
trap 'kill $PID 2>/dev/null || true' EXIT
for _ in $(seq 1 100); do
  ADDR="$(grep -o 'http://127.0.0.1:[0-9]*' "$LOG" | head -1 || true)"
  [ -n "$ADDR" ] && [ -f "$DIR/data/sandbox-credentials.json" ] && break
  sleep 0.1
done
[ -n "$ADDR" ] || { cat "$LOG"; echo "sanduq serve did not start"; exit 1; }

read_cred() { python3 -c "import json,sys; print(json.load(open(sys.argv[1]))[sys.argv[2]])" "$1" "$2"; }
CREDS="$DIR/data/sandbox-credentials.json"
export SANDUQ_SECRET_KEY="$(read_cred "$CREDS" secret_key)"
export SANDUQ_HMAC_KEY_ID="$(read_cred "$CREDS" hmac_key_id)"
export SANDUQ_HMAC_SECRET="$(read_cred "$CREDS" hmac_secret)"
export SANDUQ_ADMIN_KEY="$(read_cred "$DIR/data/admin-credentials.json" admin_key)"
export SANDUQ_PUBLISHABLE_KEY="$(read_cred "$CREDS" publishable_key)"
# a wallet user's access token (15 minutes: longer than the run), minted by the merchant
mint_user_token() { python3 - "$ADDR" "$SANDUQ_SECRET_KEY" <<'PY'
import json, sys, urllib.request, uuid
base, sk = sys.argv[1], sys.argv[2]
def post(path, body):
    req = urllib.request.Request(base + "/api/v1" + path, data=json.dumps(body).encode(), method="POST",
        headers={"authorization": "Bearer " + sk, "content-type": "application/json", "idempotency-key": str(uuid.uuid4())})
    return json.load(urllib.request.urlopen(req))["data"]
post("/users/sync", {"external_user_id": "fuzz-wallet", "name": "Fuzz", "phone": "+9647701234567"})
print(post("/users/fuzz-wallet/sessions", {})["access_token"])
PY
}
export SANDUQ_USER_TOKEN="$(mint_user_token)" SANDUQ_SIGN_OUT_TOKEN="$(mint_user_token)"
# an agent's access token (its shift: longer than the run): registered, signed in with the
# code the sandbox inbox got, its PIN set
mint_agent_token() { python3 - "$ADDR" "$SANDUQ_SECRET_KEY" "$SANDUQ_PUBLISHABLE_KEY" <<'PY'
import json, sys, urllib.parse, urllib.request, uuid
base, sk, pk = sys.argv[1], sys.argv[2], sys.argv[3]
phone = "+9647701230999"
def call(path, key, body=None, idem=True):
    headers = {"authorization": "Bearer " + key, "content-type": "application/json"}
    if body is not None and idem:
        headers["idempotency-key"] = str(uuid.uuid4())
    data = json.dumps(body).encode() if body is not None else None
    req = urllib.request.Request(base + "/api/v1" + path, data=data, method="POST" if body is not None else "GET", headers=headers)
    return json.load(urllib.request.urlopen(req))["data"]
call("/agents", sk, {"name": "Fuzz cash point", "phone": phone, "location": {"governorate": "baghdad", "district": "Karrada", "address": "Street 62"}})
otp = call("/agent/auth/otp", pk, {"phone": phone}, idem=False)["otp_id"]
text = call("/sandbox/sms?phone=" + urllib.parse.quote(phone), sk)["messages"][0]["text"]
token = call("/agent/auth/verify", pk, {"otp_id": otp, "code": text.split()[0]}, idem=False)["access_token"]
call("/agent/pin", token, {"pin": "2580"})
print(token)
PY
}
export SANDUQ_AGENT_TOKEN="$(mint_agent_token)"
export PYTHONPATH="$PWD/infra${PYTHONPATH:+:$PYTHONPATH}" SCHEMATHESIS_HOOKS=schemathesis_hooks
status=0
schemathesis --config-file infra/schemathesis.toml run "$ADDR/api/v1/openapi.json" \
  --url "$ADDR" \
  --checks all --exclude-checks unsupported_method \
  --max-examples "$EXAMPLES" \
  --phases examples,coverage,fuzzing \
  --generation-with-security-parameters false \
  --request-timeout 10 \
  --seed "${SCHEMATHESIS_SEED:-20261122}" \
  --continue-on-failure \
  --no-color \
  --report junit --report-dir "$DIR/report" || status=$?
if grep -q "panicked" "$LOG"; then
  echo "== the server panicked:"; grep -A3 "panicked" "$LOG" | head -40; status=1
fi
[ "$status" -eq 0 ] && rm -rf "$DIR" || echo "server log and report kept in $DIR"
exit "$status"
