from typing import Literal

SandboxClockResponse403ErrorCode = Literal['FORBIDDEN', 'MERCHANT_NOT_APPROVED', 'MERCHANT_NOT_FOUND']

SANDBOX_CLOCK_RESPONSE_403_ERROR_CODE_VALUES: set[SandboxClockResponse403ErrorCode] = { 'FORBIDDEN', 'MERCHANT_NOT_APPROVED', 'MERCHANT_NOT_FOUND',  }

def check_sandbox_clock_response_403_error_code(value: str) -> SandboxClockResponse403ErrorCode:
    if value in SANDBOX_CLOCK_RESPONSE_403_ERROR_CODE_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {SANDBOX_CLOCK_RESPONSE_403_ERROR_CODE_VALUES!r}")
