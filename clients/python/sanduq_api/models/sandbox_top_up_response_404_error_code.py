from typing import Literal

SandboxTopUpResponse404ErrorCode = Literal['WALLET_NOT_FOUND']

SANDBOX_TOP_UP_RESPONSE_404_ERROR_CODE_VALUES: set[SandboxTopUpResponse404ErrorCode] = { 'WALLET_NOT_FOUND',  }

def check_sandbox_top_up_response_404_error_code(value: str) -> SandboxTopUpResponse404ErrorCode:
    if value in SANDBOX_TOP_UP_RESPONSE_404_ERROR_CODE_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {SANDBOX_TOP_UP_RESPONSE_404_ERROR_CODE_VALUES!r}")
