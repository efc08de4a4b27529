from typing import Literal

SandboxSetPinResponse422ErrorCode = Literal['IDEMPOTENCY_KEY_REQUIRED', 'VALIDATION_ERROR']

SANDBOX_SET_PIN_RESPONSE_422_ERROR_CODE_VALUES: set[SandboxSetPinResponse422ErrorCode] = { 'IDEMPOTENCY_KEY_REQUIRED', 'VALIDATION_ERROR',  }

def check_sandbox_set_pin_response_422_error_code(value: str) -> SandboxSetPinResponse422ErrorCode:
    if value in SANDBOX_SET_PIN_RESPONSE_422_ERROR_CODE_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {SANDBOX_SET_PIN_RESPONSE_422_ERROR_CODE_VALUES!r}")
