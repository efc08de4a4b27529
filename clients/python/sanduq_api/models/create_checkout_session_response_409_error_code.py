from typing import Literal

CreateCheckoutSessionResponse409ErrorCode = Literal['IDEMPOTENCY_KEY_REUSED', 'WALLET_BUSY']

CREATE_CHECKOUT_SESSION_RESPONSE_409_ERROR_CODE_VALUES: set[CreateCheckoutSessionResponse409ErrorCode] = { 'IDEMPOTENCY_KEY_REUSED', 'WALLET_BUSY',  }

def check_create_checkout_session_response_409_error_code(value: str) -> CreateCheckoutSessionResponse409ErrorCode:
    if value in CREATE_CHECKOUT_SESSION_RESPONSE_409_ERROR_CODE_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {CREATE_CHECKOUT_SESSION_RESPONSE_409_ERROR_CODE_VALUES!r}")
