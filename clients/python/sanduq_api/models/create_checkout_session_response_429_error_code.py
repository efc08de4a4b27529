from typing import Literal

CreateCheckoutSessionResponse429ErrorCode = Literal['RATE_LIMIT_EXCEEDED']

CREATE_CHECKOUT_SESSION_RESPONSE_429_ERROR_CODE_VALUES: set[CreateCheckoutSessionResponse429ErrorCode] = { 'RATE_LIMIT_EXCEEDED',  }

def check_create_checkout_session_response_429_error_code(value: str) -> CreateCheckoutSessionResponse429ErrorCode:
    if value in CREATE_CHECKOUT_SESSION_RESPONSE_429_ERROR_CODE_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {CREATE_CHECKOUT_SESSION_RESPONSE_429_ERROR_CODE_VALUES!r}")
