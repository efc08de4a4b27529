from typing import Literal

SandboxSetPinResponse429ErrorCode = Literal['RATE_LIMIT_EXCEEDED']

SANDBOX_SET_PIN_RESPONSE_429_ERROR_CODE_VALUES: set[SandboxSetPinResponse429ErrorCode] = { 'RATE_LIMIT_EXCEEDED',  }

def check_sandbox_set_pin_response_429_error_code(value: str) -> SandboxSetPinResponse429ErrorCode:
    if value in SANDBOX_SET_PIN_RESPONSE_429_ERROR_CODE_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {SANDBOX_SET_PIN_RESPONSE_429_ERROR_CODE_VALUES!r}")
