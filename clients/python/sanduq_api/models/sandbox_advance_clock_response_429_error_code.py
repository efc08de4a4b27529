from typing import Literal

SandboxAdvanceClockResponse429ErrorCode = Literal['RATE_LIMIT_EXCEEDED']

SANDBOX_ADVANCE_CLOCK_RESPONSE_429_ERROR_CODE_VALUES: set[SandboxAdvanceClockResponse429ErrorCode] = { 'RATE_LIMIT_EXCEEDED',  }

def check_sandbox_advance_clock_response_429_error_code(value: str) -> SandboxAdvanceClockResponse429ErrorCode:
    if value in SANDBOX_ADVANCE_CLOCK_RESPONSE_429_ERROR_CODE_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {SANDBOX_ADVANCE_CLOCK_RESPONSE_429_ERROR_CODE_VALUES!r}")
