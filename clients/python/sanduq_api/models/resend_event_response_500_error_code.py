from typing import Literal

ResendEventResponse500ErrorCode = Literal['SERVER_ERROR']

RESEND_EVENT_RESPONSE_500_ERROR_CODE_VALUES: set[ResendEventResponse500ErrorCode] = { 'SERVER_ERROR',  }

def check_resend_event_response_500_error_code(value: str) -> ResendEventResponse500ErrorCode:
    if value in RESEND_EVENT_RESPONSE_500_ERROR_CODE_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {RESEND_EVENT_RESPONSE_500_ERROR_CODE_VALUES!r}")
