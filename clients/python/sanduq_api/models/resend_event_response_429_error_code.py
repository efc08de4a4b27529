from typing import Literal

ResendEventResponse429ErrorCode = Literal['RATE_LIMIT_EXCEEDED']

RESEND_EVENT_RESPONSE_429_ERROR_CODE_VALUES: set[ResendEventResponse429ErrorCode] = { 'RATE_LIMIT_EXCEEDED',  }

def check_resend_event_response_429_error_code(value: str) -> ResendEventResponse429ErrorCode:
    if value in RESEND_EVENT_RESPONSE_429_ERROR_CODE_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {RESEND_EVENT_RESPONSE_429_ERROR_CODE_VALUES!r}")
