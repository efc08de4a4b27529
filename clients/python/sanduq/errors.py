"""Errors typed by the envelope's ``error.code``: ``except sanduq.errors.InsufficientBalance``."""

from __future__ import annotations

from typing import Any


class SanduqError(Exception):
    """A refusal in Sanduq's envelope (or an answer that was not one)."""

    code: str = "UNKNOWN"

    def __init__(self, status: int, code: str, message: str, request_id: str | None = None,
                 details: dict[str, Any] | None = None):
        super().__init__(f"{code}: {message}" + (f" [{request_id}]" if request_id else ""))
        self.status = status
        self.code = code
        self.message = message
        self.request_id = request_id
        self.details = details or {}

    @property
    def fields(self) -> dict[str, str]:
        """The field problems of a VALIDATION_ERROR (field -> issue)."""
        return dict(self.details.get("fields", {}))


def _camel(code: str) -> str:
    return "".join(part.capitalize() for part in code.split("_"))


# every code the specification names; each gets its class (VALIDATION_ERROR -> ValidationError)
CODES = [
    "VALIDATION_ERROR", "UNAUTHORIZED", "FORBIDDEN", "NOT_FOUND", "MERCHANT_NOT_FOUND",
    "MERCHANT_NOT_APPROVED", "RATE_LIMITED", "SERVER_ERROR", "SERVICE_UNAVAILABLE",
    "IDEMPOTENCY_KEY_REQUIRED", "IDEMPOTENCY_KEY_REUSED", "HMAC_HEADERS_MISSING",
    "HMAC_TIMESTAMP_EXPIRED", "HMAC_KEY_INVALID", "HMAC_SIGNATURE_INVALID", "TOKEN_EXPIRED",
    "INSUFFICIENT_BALANCE", "INVALID_PIN", "PIN_BLOCKED", "PIN_NOT_SET", "PIN_REQUIRED",
    "PAYMENT_NOT_FOUND", "INVALID_PAYMENT_STATUS", "PAYMENT_ALREADY_CAPTURED",
    "REFUND_EXCEEDS_AMOUNT", "WALLET_NOT_FOUND", "UNSUPPORTED_CURRENCY", "ACCOUNT_FROZEN",
    "KYC_REQUIRED", "KYC_PENDING", "KYC_REJECTED", "LIMIT_EXCEEDED",
]

_BY_CODE: dict[str, type[SanduqError]] = {}
for _code in CODES:
    _cls = type(_camel(_code), (SanduqError,), {"code": _code, "__doc__": f"Sanduq's {_code}."})
    globals()[_cls.__name__] = _cls
    _BY_CODE[_code] = _cls


def error_class(code: str) -> type[SanduqError]:
    """The class of an error code (SanduqError for a code this version does not know)."""
    return _BY_CODE.get(code, SanduqError)


def from_answer(status: int, body: Any) -> SanduqError:
    """The error an answer's envelope describes."""
    e = body.get("error") if isinstance(body, dict) else None
    if not isinstance(e, dict) or "code" not in e:
        return SanduqError(status, "HTTP_%d" % status, str(body)[:200])
    return error_class(e["code"])(status, e["code"], e.get("message", ""), e.get("request_id"),
                                  e.get("details"))
