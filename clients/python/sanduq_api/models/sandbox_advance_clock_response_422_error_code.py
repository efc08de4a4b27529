from typing import Literal

SandboxAdvanceClockResponse422ErrorCode = Literal['IDEMPOTENCY_KEY_REQUIRED', 'VALIDATION_ERROR']

SANDBOX_ADVANCE_CLOCK_RESPONSE_422_ERROR_CODE_VALUES: set[SandboxAdvanceClockResponse422ErrorCode] = { 'IDEMPOTENCY_KEY_REQUIRED', 'VALIDATION_ERROR',  }

def check_sandbox_advance_clock_response_422_error_code(value: str) -> SandboxAdvanceClockResponse422ErrorCode:
    if value in SANDBOX_ADVANCE_CLOCK_RESPONSE_422_ERROR_CODE_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {SANDBOX_ADVANCE_CLOCK_RESPONSE_422_ERROR_CODE_VALUES!r}")
