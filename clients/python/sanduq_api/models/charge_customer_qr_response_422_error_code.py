from typing import Literal

ChargeCustomerQrResponse422ErrorCode = Literal['IDEMPOTENCY_KEY_REQUIRED', 'INSUFFICIENT_BALANCE', 'token_expired', 'UNSUPPORTED_CURRENCY', 'VALIDATION_ERROR', 'VELOCITY_LIMIT_EXCEEDED']

CHARGE_CUSTOMER_QR_RESPONSE_422_ERROR_CODE_VALUES: set[ChargeCustomerQrResponse422ErrorCode] = { 'IDEMPOTENCY_KEY_REQUIRED', 'INSUFFICIENT_BALANCE', 'token_expired', 'UNSUPPORTED_CURRENCY', 'VALIDATION_ERROR', 'VELOCITY_LIMIT_EXCEEDED',  }

def check_charge_customer_qr_response_422_error_code(value: str) -> ChargeCustomerQrResponse422ErrorCode:
    if value in CHARGE_CUSTOMER_QR_RESPONSE_422_ERROR_CODE_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {CHARGE_CUSTOMER_QR_RESPONSE_422_ERROR_CODE_VALUES!r}")
