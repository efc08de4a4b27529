from typing import Literal

CreatePaymentLinkResponse409ErrorCode = Literal['IDEMPOTENCY_KEY_REUSED', 'WALLET_BUSY']

CREATE_PAYMENT_LINK_RESPONSE_409_ERROR_CODE_VALUES: set[CreatePaymentLinkResponse409ErrorCode] = { 'IDEMPOTENCY_KEY_REUSED', 'WALLET_BUSY',  }

def check_create_payment_link_response_409_error_code(value: str) -> CreatePaymentLinkResponse409ErrorCode:
    if value in CREATE_PAYMENT_LINK_RESPONSE_409_ERROR_CODE_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {CREATE_PAYMENT_LINK_RESPONSE_409_ERROR_CODE_VALUES!r}")
