from typing import Literal

SandboxPayCheckoutResponse422ErrorCode = Literal['IDEMPOTENCY_KEY_REQUIRED', 'INSUFFICIENT_BALANCE', 'INVALID_PAYMENT_STATUS', 'PAYMENT_EXPIRED', 'PIN_REQUIRED', 'VALIDATION_ERROR', 'VELOCITY_LIMIT_EXCEEDED']

SANDBOX_PAY_CHECKOUT_RESPONSE_422_ERROR_CODE_VALUES: set[SandboxPayCheckoutResponse422ErrorCode] = { 'IDEMPOTENCY_KEY_REQUIRED', 'INSUFFICIENT_BALANCE', 'INVALID_PAYMENT_STATUS', 'PAYMENT_EXPIRED', 'PIN_REQUIRED', 'VALIDATION_ERROR', 'VELOCITY_LIMIT_EXCEEDED',  }

def check_sandbox_pay_checkout_response_422_error_code(value: str) -> SandboxPayCheckoutResponse422ErrorCode:
    if value in SANDBOX_PAY_CHECKOUT_RESPONSE_422_ERROR_CODE_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {SANDBOX_PAY_CHECKOUT_RESPONSE_422_ERROR_CODE_VALUES!r}")
