"""Webhook verification: Standard Webhooks, with the standard's own library."""

from __future__ import annotations

from typing import Any, Mapping

from standardwebhooks.webhooks import Webhook, WebhookVerificationError

__all__ = ["verify_webhook", "WebhookVerificationError"]


def verify_webhook(secret: str, payload: bytes | str, headers: Mapping[str, str]) -> Any:
    """The event, once its signature (by any of the endpoint's secrets) and timestamp (within
    5 minutes) check out; raises WebhookVerificationError otherwise. ``payload`` is the raw
    body exactly as received."""
    lower = {k.lower(): v for k, v in headers.items()}
    needed = {k: lower.get(k, "") for k in ("webhook-id", "webhook-timestamp", "webhook-signature")}
    body = payload.decode() if isinstance(payload, bytes) else payload
    return Webhook(secret).verify(body, needed)
