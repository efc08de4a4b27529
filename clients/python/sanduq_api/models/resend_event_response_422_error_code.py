from typing import Literal

ResendEventResponse422ErrorCode = Literal['IDEMPOTENCY_KEY_REQUIRED', 'VALIDATION_ERROR']

RESEND_EVENT_RESPONSE_422_ERROR_CODE_VALUES: set[ResendEventResponse422ErrorCode] = { 'IDEMPOTENCY_KEY_REQUIRED', 'VALIDATION_ERROR',  }

def check_resend_event_response_422_error_code(value: str) -> ResendEventResponse422ErrorCode:
    if value in RESEND_EVENT_RESPONSE_422_ERROR_CODE_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {RESEND_EVENT_RESPONSE_422_ERROR_CODE_VALUES!r}")
