from typing import Literal

SandboxPayCheckoutResponse404ErrorCode = Literal['NOT_FOUND', 'PAYMENT_NOT_FOUND', 'WALLET_NOT_FOUND']

SANDBOX_PAY_CHECKOUT_RESPONSE_404_ERROR_CODE_VALUES: set[SandboxPayCheckoutResponse404ErrorCode] = { 'NOT_FOUND', 'PAYMENT_NOT_FOUND', 'WALLET_NOT_FOUND',  }

def check_sandbox_pay_checkout_response_404_error_code(value: str) -> SandboxPayCheckoutResponse404ErrorCode:
    if value in SANDBOX_PAY_CHECKOUT_RESPONSE_404_ERROR_CODE_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {SANDBOX_PAY_CHECKOUT_RESPONSE_404_ERROR_CODE_VALUES!r}")
