from typing import Literal

ResendEventResponse503ErrorCode = Literal['SERVICE_UNAVAILABLE']

RESEND_EVENT_RESPONSE_503_ERROR_CODE_VALUES: set[ResendEventResponse503ErrorCode] = { 'SERVICE_UNAVAILABLE',  }

def check_resend_event_response_503_error_code(value: str) -> ResendEventResponse503ErrorCode:
    if value in RESEND_EVENT_RESPONSE_503_ERROR_CODE_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {RESEND_EVENT_RESPONSE_503_ERROR_CODE_VALUES!r}")
