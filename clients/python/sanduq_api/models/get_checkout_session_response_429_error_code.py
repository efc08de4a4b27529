from typing import Literal

GetCheckoutSessionResponse429ErrorCode = Literal['RATE_LIMIT_EXCEEDED']

GET_CHECKOUT_SESSION_RESPONSE_429_ERROR_CODE_VALUES: set[GetCheckoutSessionResponse429ErrorCode] = { 'RATE_LIMIT_EXCEEDED',  }

def check_get_checkout_session_response_429_error_code(value: str) -> GetCheckoutSessionResponse429ErrorCode:
    if value in GET_CHECKOUT_SESSION_RESPONSE_429_ERROR_CODE_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {GET_CHECKOUT_SESSION_RESPONSE_429_ERROR_CODE_VALUES!r}")
