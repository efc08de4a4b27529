from typing import Literal

GetCheckoutSessionResponse404ErrorCode = Literal['NOT_FOUND']

GET_CHECKOUT_SESSION_RESPONSE_404_ERROR_CODE_VALUES: set[GetCheckoutSessionResponse404ErrorCode] = { 'NOT_FOUND',  }

def check_get_checkout_session_response_404_error_code(value: str) -> GetCheckoutSessionResponse404ErrorCode:
    if value in GET_CHECKOUT_SESSION_RESPONSE_404_ERROR_CODE_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {GET_CHECKOUT_SESSION_RESPONSE_404_ERROR_CODE_VALUES!r}")
