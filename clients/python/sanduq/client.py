"""``Sanduq``: the generated operations with a key, retries, typed errors and pagination."""

from __future__ import annotations

import inspect
import json
import uuid
from types import ModuleType
from typing import Any, Iterator

import httpx

from sanduq_api.client import AuthenticatedClient

from .errors import from_answer
from .transport import RetryTransport


class Sanduq:
    def __init__(self, base_url: str, secret_key: str, *, gateway_key: str | None = None,
                 gateway_secret: str | None = None, retries: int = 3, backoff: float = 0.25,
                 timeout: float = 30.0, transport: httpx.BaseTransport | None = None):
        base = base_url.rstrip("/")
        if base.endswith("/api/v1"):
            base = base[: -len("/api/v1")]
        gateway = (gateway_key, gateway_secret) if gateway_key and gateway_secret else None
        self.transport = RetryTransport(transport, retries=retries, backoff=backoff,
                                        gateway=gateway)
        self.client = AuthenticatedClient(
            base_url=base, token=secret_key, timeout=httpx.Timeout(timeout),
            raise_on_unexpected_status=False, httpx_args={"transport": self.transport})

    def call(self, op: ModuleType, **kwargs: Any) -> Any:
        """Runs a generated operation (``sanduq_api.api.<family>.<operation>``): its ``data``,
        parsed into the generated model; raises the error class of a refusal. A write gets
        a fresh Idempotency-Key unless one is given, kept across its retries."""
        params = inspect.signature(op.sync_detailed).parameters
        if "idempotency_key" in params and kwargs.get("idempotency_key") is None:
            kwargs["idempotency_key"] = str(uuid.uuid4())
        elif "idempotency_key" in kwargs:
            kwargs["idempotency_key"] = str(kwargs["idempotency_key"])
        r = op.sync_detailed(client=self.client, **kwargs)
        if not 200 <= r.status_code < 300:
            raise from_answer(r.status_code, _json(r.content))
        return getattr(r.parsed, "data", r.parsed)

    def request(self, method: str, path: str, *, json_body: Any = None,
                params: dict[str, Any] | None = None, idempotency_key: str | None = None) -> Any:
        """Any route by hand (``path`` from /api/v1 on): the answer's ``data`` as plain JSON."""
        headers = {}
        if method.upper() in ("POST", "PATCH"):
            headers["Idempotency-Key"] = idempotency_key or str(uuid.uuid4())
        http = self.client.get_httpx_client()
        r = http.request(method, "/api/v1" + path, json=json_body, params=params, headers=headers)
        body = _json(r.content)
        if not 200 <= r.status_code < 300:
            raise from_answer(r.status_code, body)
        return body.get("data") if isinstance(body, dict) else body

    def paginate(self, path: str, key: str, params: dict[str, Any] | None = None) -> Iterator[Any]:
        """Every item of a list (``key``: its array, e.g. "events"), page after page: by
        ``next_cursor`` where the list has one, else by page number."""
        params = dict(params or {})
        params.setdefault("per_page", 100)
        while True:
            data = self.request("GET", path, params=params)
            yield from data[key]
            p = data.get("pagination", {})
            cursor = p.get("next_cursor")
            if cursor:
                params.pop("page", None)
                params["starting_after" if path != "/gateway/payments" else "cursor"] = cursor
            elif p.get("page") and p.get("total_pages", 0) > p["page"]:
                params["page"] = p["page"] + 1
            else:
                return


def _json(content: bytes) -> Any:
    try:
        return json.loads(content) if content else None
    except ValueError:
        return content.decode(errors="replace")
