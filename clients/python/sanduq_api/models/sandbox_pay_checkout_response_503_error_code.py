from typing import Literal

SandboxPayCheckoutResponse503ErrorCode = Literal['SERVICE_UNAVAILABLE']

SANDBOX_PAY_CHECKOUT_RESPONSE_503_ERROR_CODE_VALUES: set[SandboxPayCheckoutResponse503ErrorCode] = { 'SERVICE_UNAVAILABLE',  }

def check_sandbox_pay_checkout_response_503_error_code(value: str) -> SandboxPayCheckoutResponse503ErrorCode:
    if value in SANDBOX_PAY_CHECKOUT_RESPONSE_503_ERROR_CODE_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {SANDBOX_PAY_CHECKOUT_RESPONSE_503_ERROR_CODE_VALUES!r}")
