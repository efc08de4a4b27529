from typing import Literal

ResendEventResponse409ErrorCode = Literal['IDEMPOTENCY_KEY_REUSED', 'WALLET_BUSY']

RESEND_EVENT_RESPONSE_409_ERROR_CODE_VALUES: set[ResendEventResponse409ErrorCode] = { 'IDEMPOTENCY_KEY_REUSED', 'WALLET_BUSY',  }

def check_resend_event_response_409_error_code(value: str) -> ResendEventResponse409ErrorCode:
    if value in RESEND_EVENT_RESPONSE_409_ERROR_CODE_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {RESEND_EVENT_RESPONSE_409_ERROR_CODE_VALUES!r}")
