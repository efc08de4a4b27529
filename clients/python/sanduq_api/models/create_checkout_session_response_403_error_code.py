from typing import Literal

CreateCheckoutSessionResponse403ErrorCode = Literal['FORBIDDEN', 'MERCHANT_NOT_APPROVED', 'MERCHANT_NOT_FOUND']

CREATE_CHECKOUT_SESSION_RESPONSE_403_ERROR_CODE_VALUES: set[CreateCheckoutSessionResponse403ErrorCode] = { 'FORBIDDEN', 'MERCHANT_NOT_APPROVED', 'MERCHANT_NOT_FOUND',  }

def check_create_checkout_session_response_403_error_code(value: str) -> CreateCheckoutSessionResponse403ErrorCode:
    if value in CREATE_CHECKOUT_SESSION_RESPONSE_403_ERROR_CODE_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {CREATE_CHECKOUT_SESSION_RESPONSE_403_ERROR_CODE_VALUES!r}")
