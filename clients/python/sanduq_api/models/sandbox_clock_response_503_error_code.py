from typing import Literal

SandboxClockResponse503ErrorCode = Literal['SERVICE_UNAVAILABLE']

SANDBOX_CLOCK_RESPONSE_503_ERROR_CODE_VALUES: set[SandboxClockResponse503ErrorCode] = { 'SERVICE_UNAVAILABLE',  }

def check_sandbox_clock_response_503_error_code(value: str) -> SandboxClockResponse503ErrorCode:
    if value in SANDBOX_CLOCK_RESPONSE_503_ERROR_CODE_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {SANDBOX_CLOCK_RESPONSE_503_ERROR_CODE_VALUES!r}")
