from typing import Literal

SandboxAdvanceClockResponse503ErrorCode = Literal['SERVICE_UNAVAILABLE']

SANDBOX_ADVANCE_CLOCK_RESPONSE_503_ERROR_CODE_VALUES: set[SandboxAdvanceClockResponse503ErrorCode] = { 'SERVICE_UNAVAILABLE',  }

def check_sandbox_advance_clock_response_503_error_code(value: str) -> SandboxAdvanceClockResponse503ErrorCode:
    if value in SANDBOX_ADVANCE_CLOCK_RESPONSE_503_ERROR_CODE_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {SANDBOX_ADVANCE_CLOCK_RESPONSE_503_ERROR_CODE_VALUES!r}")
