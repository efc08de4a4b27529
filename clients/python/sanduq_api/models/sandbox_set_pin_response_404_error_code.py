from typing import Literal

SandboxSetPinResponse404ErrorCode = Literal['WALLET_NOT_FOUND']

SANDBOX_SET_PIN_RESPONSE_404_ERROR_CODE_VALUES: set[SandboxSetPinResponse404ErrorCode] = { 'WALLET_NOT_FOUND',  }

def check_sandbox_set_pin_response_404_error_code(value: str) -> SandboxSetPinResponse404ErrorCode:
    if value in SANDBOX_SET_PIN_RESPONSE_404_ERROR_CODE_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {SANDBOX_SET_PIN_RESPONSE_404_ERROR_CODE_VALUES!r}")
