from typing import Literal

CreateCheckoutSessionResponse503ErrorCode = Literal['SERVICE_UNAVAILABLE']

CREATE_CHECKOUT_SESSION_RESPONSE_503_ERROR_CODE_VALUES: set[CreateCheckoutSessionResponse503ErrorCode] = { 'SERVICE_UNAVAILABLE',  }

def check_create_checkout_session_response_503_error_code(value: str) -> CreateCheckoutSessionResponse503ErrorCode:
    if value in CREATE_CHECKOUT_SESSION_RESPONSE_503_ERROR_CODE_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {CREATE_CHECKOUT_SESSION_RESPONSE_503_ERROR_CODE_VALUES!r}")
