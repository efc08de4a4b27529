from typing import Literal

SandboxPayCheckoutResponse409ErrorCode = Literal['IDEMPOTENCY_KEY_REUSED', 'WALLET_BUSY']

SANDBOX_PAY_CHECKOUT_RESPONSE_409_ERROR_CODE_VALUES: set[SandboxPayCheckoutResponse409ErrorCode] = { 'IDEMPOTENCY_KEY_REUSED', 'WALLET_BUSY',  }

def check_sandbox_pay_checkout_response_409_error_code(value: str) -> SandboxPayCheckoutResponse409ErrorCode:
    if value in SANDBOX_PAY_CHECKOUT_RESPONSE_409_ERROR_CODE_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {SANDBOX_PAY_CHECKOUT_RESPONSE_409_ERROR_CODE_VALUES!r}")
