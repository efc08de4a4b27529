from typing import Literal

PayLinkResponse422ErrorCode = Literal['IDEMPOTENCY_KEY_REQUIRED', 'INSUFFICIENT_BALANCE', 'PAYMENT_EXPIRED', 'PIN_REQUIRED', 'VALIDATION_ERROR', 'VELOCITY_LIMIT_EXCEEDED']

PAY_LINK_RESPONSE_422_ERROR_CODE_VALUES: set[PayLinkResponse422ErrorCode] = { 'IDEMPOTENCY_KEY_REQUIRED', 'INSUFFICIENT_BALANCE', 'PAYMENT_EXPIRED', 'PIN_REQUIRED', 'VALIDATION_ERROR', 'VELOCITY_LIMIT_EXCEEDED',  }

def check_pay_link_response_422_error_code(value: str) -> PayLinkResponse422ErrorCode:
    if value in PAY_LINK_RESPONSE_422_ERROR_CODE_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {PAY_LINK_RESPONSE_422_ERROR_CODE_VALUES!r}")
