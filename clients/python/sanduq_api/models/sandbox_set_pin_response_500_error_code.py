from typing import Literal

SandboxSetPinResponse500ErrorCode = Literal['SERVER_ERROR']

SANDBOX_SET_PIN_RESPONSE_500_ERROR_CODE_VALUES: set[SandboxSetPinResponse500ErrorCode] = { 'SERVER_ERROR',  }

def check_sandbox_set_pin_response_500_error_code(value: str) -> SandboxSetPinResponse500ErrorCode:
    if value in SANDBOX_SET_PIN_RESPONSE_500_ERROR_CODE_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {SANDBOX_SET_PIN_RESPONSE_500_ERROR_CODE_VALUES!r}")
