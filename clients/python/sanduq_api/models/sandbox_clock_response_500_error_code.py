from typing import Literal

SandboxClockResponse500ErrorCode = Literal['SERVER_ERROR']

SANDBOX_CLOCK_RESPONSE_500_ERROR_CODE_VALUES: set[SandboxClockResponse500ErrorCode] = { 'SERVER_ERROR',  }

def check_sandbox_clock_response_500_error_code(value: str) -> SandboxClockResponse500ErrorCode:
    if value in SANDBOX_CLOCK_RESPONSE_500_ERROR_CODE_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {SANDBOX_CLOCK_RESPONSE_500_ERROR_CODE_VALUES!r}")
