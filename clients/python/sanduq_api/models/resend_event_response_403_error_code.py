from typing import Literal

ResendEventResponse403ErrorCode = Literal['FORBIDDEN', 'MERCHANT_NOT_APPROVED', 'MERCHANT_NOT_FOUND']

RESEND_EVENT_RESPONSE_403_ERROR_CODE_VALUES: set[ResendEventResponse403ErrorCode] = { 'FORBIDDEN', 'MERCHANT_NOT_APPROVED', 'MERCHANT_NOT_FOUND',  }

def check_resend_event_response_403_error_code(value: str) -> ResendEventResponse403ErrorCode:
    if value in RESEND_EVENT_RESPONSE_403_ERROR_CODE_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {RESEND_EVENT_RESPONSE_403_ERROR_CODE_VALUES!r}")
