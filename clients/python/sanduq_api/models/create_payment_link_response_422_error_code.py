from typing import Literal

CreatePaymentLinkResponse422ErrorCode = Literal['IDEMPOTENCY_KEY_REQUIRED', 'UNSUPPORTED_CURRENCY', 'VALIDATION_ERROR']

CREATE_PAYMENT_LINK_RESPONSE_422_ERROR_CODE_VALUES: set[CreatePaymentLinkResponse422ErrorCode] = { 'IDEMPOTENCY_KEY_REQUIRED', 'UNSUPPORTED_CURRENCY', 'VALIDATION_ERROR',  }

def check_create_payment_link_response_422_error_code(value: str) -> CreatePaymentLinkResponse422ErrorCode:
    if value in CREATE_PAYMENT_LINK_RESPONSE_422_ERROR_CODE_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {CREATE_PAYMENT_LINK_RESPONSE_422_ERROR_CODE_VALUES!r}")
