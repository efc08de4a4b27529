from typing import Literal

GetCheckoutSessionResponse403ErrorCode = Literal['FORBIDDEN', 'MERCHANT_NOT_APPROVED', 'MERCHANT_NOT_FOUND']

GET_CHECKOUT_SESSION_RESPONSE_403_ERROR_CODE_VALUES: set[GetCheckoutSessionResponse403ErrorCode] = { 'FORBIDDEN', 'MERCHANT_NOT_APPROVED', 'MERCHANT_NOT_FOUND',  }

def check_get_checkout_session_response_403_error_code(value: str) -> GetCheckoutSessionResponse403ErrorCode:
    if value in GET_CHECKOUT_SESSION_RESPONSE_403_ERROR_CODE_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {GET_CHECKOUT_SESSION_RESPONSE_403_ERROR_CODE_VALUES!r}")
