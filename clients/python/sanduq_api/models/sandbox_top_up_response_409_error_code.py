from typing import Literal

SandboxTopUpResponse409ErrorCode = Literal['IDEMPOTENCY_KEY_REUSED', 'WALLET_BUSY']

SANDBOX_TOP_UP_RESPONSE_409_ERROR_CODE_VALUES: set[SandboxTopUpResponse409ErrorCode] = { 'IDEMPOTENCY_KEY_REUSED', 'WALLET_BUSY',  }

def check_sandbox_top_up_response_409_error_code(value: str) -> SandboxTopUpResponse409ErrorCode:
    if value in SANDBOX_TOP_UP_RESPONSE_409_ERROR_CODE_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {SANDBOX_TOP_UP_RESPONSE_409_ERROR_CODE_VALUES!r}")
