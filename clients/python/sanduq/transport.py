"""The HTTP transport under the generated client: retries with the same request (so the same
Idempotency-Key), Retry-After or exponential backoff with jitter, and gateway signing."""

from __future__ import annotations

import hashlib
import hmac
import random
import time
from email.utils import parsedate_to_datetime

import httpx

RETRIED_STATUSES = {429, 500, 502, 503, 504}
# what a write may be retried on: an answer that says nothing was done, or no answer at all
SAFE_METHODS = {"GET", "HEAD", "DELETE"}


def _wait(response: httpx.Response | None, attempt: int, base: float, cap: float) -> float:
    if response is not None:
        ra = response.headers.get("retry-after")
        if ra:
            try:
                return min(float(ra), cap)
            except ValueError:
                try:
                    return max(0.0, min(parsedate_to_datetime(ra).timestamp() - time.time(), cap))
                except (TypeError, ValueError):
                    pass
    # full jitter: anywhere up to base * 2^attempt
    return random.uniform(0, min(cap, base * (2 ** attempt)))


def sign(secret: str, timestamp: str, method: str, path: str, body: bytes) -> str:
    """The gateway's X-Api-Signature: hex HMAC-SHA256 over timestamp.METHOD.path.body."""
    message = f"{timestamp}.{method.upper()}.{path}.".encode() + body
    return hmac.new(secret.encode(), message, hashlib.sha256).hexdigest()


class RetryTransport(httpx.BaseTransport):
    def __init__(self, inner: httpx.BaseTransport | None = None, *, retries: int = 3,
                 backoff: float = 0.25, max_wait: float = 20.0,
                 gateway: tuple[str, str] | None = None):
        self.inner = inner or httpx.HTTPTransport()
        self.retries = retries
        self.backoff = backoff
        self.max_wait = max_wait
        self.gateway = gateway
        self.attempts = 0  # requests sent, retries included (for tests and metrics)

    def _retryable(self, request: httpx.Request) -> bool:
        return request.method in SAFE_METHODS or "idempotency-key" in request.headers

    def handle_request(self, request: httpx.Request) -> httpx.Response:
        request.read()
        for attempt in range(self.retries + 1):
            if self.gateway and request.url.path.startswith("/api/v1/gateway/"):
                key_id, secret = self.gateway
                ts = str(time.time_ns() // 1_000_000)  # milliseconds: two alike in a second differ
                path = request.url.raw_path.decode()
                request.headers["x-api-key"] = key_id
                request.headers["x-api-timestamp"] = ts
                request.headers["x-api-signature"] = sign(secret, ts, request.method, path,
                                                          request.content)
                request.headers.pop("authorization", None)
            last = attempt == self.retries or not self._retryable(request)
            self.attempts += 1
            try:
                response = self.inner.handle_request(request)
            except httpx.TransportError:
                if last:
                    raise
                time.sleep(_wait(None, attempt, self.backoff, self.max_wait))
                continue
            if response.status_code in RETRIED_STATUSES and not last:
                wait = _wait(response, attempt, self.backoff, self.max_wait)
                response.read()
                response.close()
                time.sleep(wait)
                continue
            return response
        raise AssertionError("unreachable: the last attempt returns or raises")

    def close(self) -> None:
        self.inner.close()
