from typing import Literal

SandboxPayCheckoutResponse403ErrorCode = Literal['FORBIDDEN', 'MERCHANT_NOT_APPROVED', 'MERCHANT_NOT_FOUND']

SANDBOX_PAY_CHECKOUT_RESPONSE_403_ERROR_CODE_VALUES: set[SandboxPayCheckoutResponse403ErrorCode] = { 'FORBIDDEN', 'MERCHANT_NOT_APPROVED', 'MERCHANT_NOT_FOUND',  }

def check_sandbox_pay_checkout_response_403_error_code(value: str) -> SandboxPayCheckoutResponse403ErrorCode:
    if value in SANDBOX_PAY_CHECKOUT_RESPONSE_403_ERROR_CODE_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {SANDBOX_PAY_CHECKOUT_RESPONSE_403_ERROR_CODE_VALUES!r}")
