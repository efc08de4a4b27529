from typing import Literal

SandboxAdvanceClockResponse403ErrorCode = Literal['FORBIDDEN', 'MERCHANT_NOT_APPROVED', 'MERCHANT_NOT_FOUND']

SANDBOX_ADVANCE_CLOCK_RESPONSE_403_ERROR_CODE_VALUES: set[SandboxAdvanceClockResponse403ErrorCode] = { 'FORBIDDEN', 'MERCHANT_NOT_APPROVED', 'MERCHANT_NOT_FOUND',  }

def check_sandbox_advance_clock_response_403_error_code(value: str) -> SandboxAdvanceClockResponse403ErrorCode:
    if value in SANDBOX_ADVANCE_CLOCK_RESPONSE_403_ERROR_CODE_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {SANDBOX_ADVANCE_CLOCK_RESPONSE_403_ERROR_CODE_VALUES!r}")
