from typing import Literal

SandboxSetPinResponse503ErrorCode = Literal['SERVICE_UNAVAILABLE']

SANDBOX_SET_PIN_RESPONSE_503_ERROR_CODE_VALUES: set[SandboxSetPinResponse503ErrorCode] = { 'SERVICE_UNAVAILABLE',  }

def check_sandbox_set_pin_response_503_error_code(value: str) -> SandboxSetPinResponse503ErrorCode:
    if value in SANDBOX_SET_PIN_RESPONSE_503_ERROR_CODE_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {SANDBOX_SET_PIN_RESPONSE_503_ERROR_CODE_VALUES!r}")
