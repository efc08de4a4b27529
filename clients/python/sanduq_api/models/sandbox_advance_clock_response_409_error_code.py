from typing import Literal

SandboxAdvanceClockResponse409ErrorCode = Literal['IDEMPOTENCY_KEY_REUSED', 'WALLET_BUSY']

SANDBOX_ADVANCE_CLOCK_RESPONSE_409_ERROR_CODE_VALUES: set[SandboxAdvanceClockResponse409ErrorCode] = { 'IDEMPOTENCY_KEY_REUSED', 'WALLET_BUSY',  }

def check_sandbox_advance_clock_response_409_error_code(value: str) -> SandboxAdvanceClockResponse409ErrorCode:
    if value in SANDBOX_ADVANCE_CLOCK_RESPONSE_409_ERROR_CODE_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {SANDBOX_ADVANCE_CLOCK_RESPONSE_409_ERROR_CODE_VALUES!r}")
