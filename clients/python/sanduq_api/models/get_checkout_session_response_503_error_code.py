from typing import Literal

GetCheckoutSessionResponse503ErrorCode = Literal['SERVICE_UNAVAILABLE']

GET_CHECKOUT_SESSION_RESPONSE_503_ERROR_CODE_VALUES: set[GetCheckoutSessionResponse503ErrorCode] = { 'SERVICE_UNAVAILABLE',  }

def check_get_checkout_session_response_503_error_code(value: str) -> GetCheckoutSessionResponse503ErrorCode:
    if value in GET_CHECKOUT_SESSION_RESPONSE_503_ERROR_CODE_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {GET_CHECKOUT_SESSION_RESPONSE_503_ERROR_CODE_VALUES!r}")
