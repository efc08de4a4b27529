from typing import Literal

CreateCheckoutSessionResponse404ErrorCode = Literal['WALLET_NOT_FOUND']

CREATE_CHECKOUT_SESSION_RESPONSE_404_ERROR_CODE_VALUES: set[CreateCheckoutSessionResponse404ErrorCode] = { 'WALLET_NOT_FOUND',  }

def check_create_checkout_session_response_404_error_code(value: str) -> CreateCheckoutSessionResponse404ErrorCode:
    if value in CREATE_CHECKOUT_SESSION_RESPONSE_404_ERROR_CODE_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {CREATE_CHECKOUT_SESSION_RESPONSE_404_ERROR_CODE_VALUES!r}")
