from typing import Literal

SandboxTopUpResponse422ErrorCode = Literal['IDEMPOTENCY_KEY_REQUIRED', 'UNSUPPORTED_CURRENCY', 'VALIDATION_ERROR']

SANDBOX_TOP_UP_RESPONSE_422_ERROR_CODE_VALUES: set[SandboxTopUpResponse422ErrorCode] = { 'IDEMPOTENCY_KEY_REQUIRED', 'UNSUPPORTED_CURRENCY', 'VALIDATION_ERROR',  }

def check_sandbox_top_up_response_422_error_code(value: str) -> SandboxTopUpResponse422ErrorCode:
    if value in SANDBOX_TOP_UP_RESPONSE_422_ERROR_CODE_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {SANDBOX_TOP_UP_RESPONSE_422_ERROR_CODE_VALUES!r}")
