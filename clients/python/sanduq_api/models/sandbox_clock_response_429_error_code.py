from typing import Literal

SandboxClockResponse429ErrorCode = Literal['RATE_LIMIT_EXCEEDED']

SANDBOX_CLOCK_RESPONSE_429_ERROR_CODE_VALUES: set[SandboxClockResponse429ErrorCode] = { 'RATE_LIMIT_EXCEEDED',  }

def check_sandbox_clock_response_429_error_code(value: str) -> SandboxClockResponse429ErrorCode:
    if value in SANDBOX_CLOCK_RESPONSE_429_ERROR_CODE_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {SANDBOX_CLOCK_RESPONSE_429_ERROR_CODE_VALUES!r}")
