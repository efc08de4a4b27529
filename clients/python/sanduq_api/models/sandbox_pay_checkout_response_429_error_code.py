from typing import Literal

SandboxPayCheckoutResponse429ErrorCode = Literal['RATE_LIMIT_EXCEEDED']

SANDBOX_PAY_CHECKOUT_RESPONSE_429_ERROR_CODE_VALUES: set[SandboxPayCheckoutResponse429ErrorCode] = { 'RATE_LIMIT_EXCEEDED',  }

def check_sandbox_pay_checkout_response_429_error_code(value: str) -> SandboxPayCheckoutResponse429ErrorCode:
    if value in SANDBOX_PAY_CHECKOUT_RESPONSE_429_ERROR_CODE_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {SANDBOX_PAY_CHECKOUT_RESPONSE_429_ERROR_CODE_VALUES!r}")
