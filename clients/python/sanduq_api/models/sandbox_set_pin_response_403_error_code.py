from typing import Literal

SandboxSetPinResponse403ErrorCode = Literal['FORBIDDEN', 'MERCHANT_NOT_APPROVED', 'MERCHANT_NOT_FOUND']

SANDBOX_SET_PIN_RESPONSE_403_ERROR_CODE_VALUES: set[SandboxSetPinResponse403ErrorCode] = { 'FORBIDDEN', 'MERCHANT_NOT_APPROVED', 'MERCHANT_NOT_FOUND',  }

def check_sandbox_set_pin_response_403_error_code(value: str) -> SandboxSetPinResponse403ErrorCode:
    if value in SANDBOX_SET_PIN_RESPONSE_403_ERROR_CODE_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {SANDBOX_SET_PIN_RESPONSE_403_ERROR_CODE_VALUES!r}")
