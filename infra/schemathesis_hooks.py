"""schemathesis hooks for Sanduq (infra/schemathesis.sh).

The credentials come from infra/schemathesis.toml; here the gateway's requests are signed
(HMAC over the exact bytes and path sent), where the request carries the placeholder
signature of that file: a probe that removed or changed the credentials stays unsigned.
Signing out takes a token of its own, so that it does not end the session every other
wallet operation is fuzzed with. Whole numbers generated as floats (3.0) are sent as
integers (3): the contract writes integers as integers and refuses 3.0 (docs/decisions.md,
"Integers are written as integers"), a rule JSON Schema cannot state (to it 3.0 is an
integer); a fraction (2.5) is sent as generated. A freeze is never sent to a user the run
knows (the merchant's user list hands their ids out): one frozen wallet would turn every
later wallet call of the run into ACCOUNT_FROZEN, and the freeze itself is tested through
the API's own tests; here it is sent to a user that does not exist. A merchant's status
change goes to a merchant that does not exist, for the same reason."""

import hashlib
import hmac
import os
import time

import requests
import schemathesis

HMAC_SECRET = os.environ["SANDUQ_HMAC_SECRET"]
KEY_ID = os.environ["SANDUQ_HMAC_KEY_ID"]
USER_TOKEN = os.environ["SANDUQ_USER_TOKEN"]
SIGN_OUT_TOKEN = os.environ["SANDUQ_SIGN_OUT_TOKEN"]


class GatewaySignature(requests.auth.AuthBase):
    """Signs the prepared request: its final body bytes and its path with query."""

    def __call__(self, r):
        if r.path_url.endswith("/wallet/auth/sign-out") and r.headers.get("Authorization") == f"Bearer {USER_TOKEN}":
            r.headers["Authorization"] = f"Bearer {SIGN_OUT_TOKEN}"
        if r.headers.get("X-Api-Signature") != "sign-me" or r.headers.get("X-Api-Key") != KEY_ID:
            return r
        body = r.body or b""
        if isinstance(body, str):
            body = body.encode()
        ts = str(int(time.time()))
        msg = f"{ts}.{r.method}.{r.path_url}.".encode() + body
        r.headers["X-Api-Timestamp"] = ts
        r.headers["X-Api-Signature"] = hmac.new(HMAC_SECRET.encode(), msg, hashlib.sha256).hexdigest()
        return r


def whole_numbers_as_integers(value):
    """The JSON value with every float that is a whole number made an int."""
    if isinstance(value, float) and value.is_integer() and abs(value) < 2**63:
        return int(value)
    if isinstance(value, dict):
        return {k: whole_numbers_as_integers(v) for k, v in value.items()}
    if isinstance(value, list):
        return [whole_numbers_as_integers(v) for v in value]
    return value


NOBODY = "usr_000000000000000000000000"
NO_MERCHANT = "mer_000000000000000000000000"


@schemathesis.hook
def before_call(ctx, case, kwargs):
    kwargs["auth"] = GatewaySignature()
    if case.path.endswith("/admin/users/{id}/freeze") and case.path_parameters:
        case.path_parameters["id"] = NOBODY
    # nor is the run's own merchant suspended (every later call would answer 403)
    if case.path.endswith("/admin/merchants/{id}/status") and case.path_parameters:
        case.path_parameters["id"] = NO_MERCHANT
    if isinstance(case.body, (dict, list)):
        case.body = whole_numbers_as_integers(case.body)

