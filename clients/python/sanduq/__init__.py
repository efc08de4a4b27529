"""Sanduq's Python client: the generated operations (``sanduq_api``, one module per
operation of the published document) behind a thin hand-written layer:

* retries of network errors, 429 and 5xx with the same Idempotency-Key (never a 409 or any
  other 4xx), honouring Retry-After, else exponential backoff with jitter;
* errors typed by the envelope's ``error.code`` (``ValidationError``, ``InsufficientBalance``...);
* auto-pagination (cursor or numbered pages);
* gateway requests (``/api/v1/gateway/...``) HMAC-signed when a gateway key is given;
* webhook verification (Standard Webhooks, with its reference library).

    from sanduq import Sanduq
    from sanduq_api.api.core import create_checkout_session
    from sanduq_api.models import CreateCheckoutSessionBody

    s = Sanduq("http://127.0.0.1:8080", "sk_sandbox_...")
    session = s.call(create_checkout_session, body=CreateCheckoutSessionBody(...))
"""

from .client import Sanduq
from .errors import SanduqError, error_class
from .transport import RetryTransport
from .webhooks import verify_webhook

__all__ = ["Sanduq", "SanduqError", "error_class", "RetryTransport", "verify_webhook"]
