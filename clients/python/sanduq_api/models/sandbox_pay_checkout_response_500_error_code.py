from typing import Literal

SandboxPayCheckoutResponse500ErrorCode = Literal['SERVER_ERROR']

SANDBOX_PAY_CHECKOUT_RESPONSE_500_ERROR_CODE_VALUES: set[SandboxPayCheckoutResponse500ErrorCode] = { 'SERVER_ERROR',  }

def check_sandbox_pay_checkout_response_500_error_code(value: str) -> SandboxPayCheckoutResponse500ErrorCode:
    if value in SANDBOX_PAY_CHECKOUT_RESPONSE_500_ERROR_CODE_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {SANDBOX_PAY_CHECKOUT_RESPONSE_500_ERROR_CODE_VALUES!r}")
