from typing import Literal

GetCheckoutSessionResponse500ErrorCode = Literal['SERVER_ERROR']

GET_CHECKOUT_SESSION_RESPONSE_500_ERROR_CODE_VALUES: set[GetCheckoutSessionResponse500ErrorCode] = { 'SERVER_ERROR',  }

def check_get_checkout_session_response_500_error_code(value: str) -> GetCheckoutSessionResponse500ErrorCode:
    if value in GET_CHECKOUT_SESSION_RESPONSE_500_ERROR_CODE_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {GET_CHECKOUT_SESSION_RESPONSE_500_ERROR_CODE_VALUES!r}")
