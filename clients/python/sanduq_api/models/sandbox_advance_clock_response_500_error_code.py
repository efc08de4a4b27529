from typing import Literal

SandboxAdvanceClockResponse500ErrorCode = Literal['SERVER_ERROR']

SANDBOX_ADVANCE_CLOCK_RESPONSE_500_ERROR_CODE_VALUES: set[SandboxAdvanceClockResponse500ErrorCode] = { 'SERVER_ERROR',  }

def check_sandbox_advance_clock_response_500_error_code(value: str) -> SandboxAdvanceClockResponse500ErrorCode:
    if value in SANDBOX_ADVANCE_CLOCK_RESPONSE_500_ERROR_CODE_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {SANDBOX_ADVANCE_CLOCK_RESPONSE_500_ERROR_CODE_VALUES!r}")
