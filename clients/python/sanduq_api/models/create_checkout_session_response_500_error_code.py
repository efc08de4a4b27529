from typing import Literal

CreateCheckoutSessionResponse500ErrorCode = Literal['SERVER_ERROR']

CREATE_CHECKOUT_SESSION_RESPONSE_500_ERROR_CODE_VALUES: set[CreateCheckoutSessionResponse500ErrorCode] = { 'SERVER_ERROR',  }

def check_create_checkout_session_response_500_error_code(value: str) -> CreateCheckoutSessionResponse500ErrorCode:
    if value in CREATE_CHECKOUT_SESSION_RESPONSE_500_ERROR_CODE_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {CREATE_CHECKOUT_SESSION_RESPONSE_500_ERROR_CODE_VALUES!r}")
