from typing import Literal

SandboxSetPinResponse409ErrorCode = Literal['IDEMPOTENCY_KEY_REUSED', 'WALLET_BUSY']

SANDBOX_SET_PIN_RESPONSE_409_ERROR_CODE_VALUES: set[SandboxSetPinResponse409ErrorCode] = { 'IDEMPOTENCY_KEY_REUSED', 'WALLET_BUSY',  }

def check_sandbox_set_pin_response_409_error_code(value: str) -> SandboxSetPinResponse409ErrorCode:
    if value in SANDBOX_SET_PIN_RESPONSE_409_ERROR_CODE_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {SANDBOX_SET_PIN_RESPONSE_409_ERROR_CODE_VALUES!r}")
