from typing import Literal

ResendEventResponse404ErrorCode = Literal['NOT_FOUND']

RESEND_EVENT_RESPONSE_404_ERROR_CODE_VALUES: set[ResendEventResponse404ErrorCode] = { 'NOT_FOUND',  }

def check_resend_event_response_404_error_code(value: str) -> ResendEventResponse404ErrorCode:
    if value in RESEND_EVENT_RESPONSE_404_ERROR_CODE_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {RESEND_EVENT_RESPONSE_404_ERROR_CODE_VALUES!r}")
