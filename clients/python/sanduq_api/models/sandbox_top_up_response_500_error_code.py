from typing import Literal

SandboxTopUpResponse500ErrorCode = Literal['SERVER_ERROR']

SANDBOX_TOP_UP_RESPONSE_500_ERROR_CODE_VALUES: set[SandboxTopUpResponse500ErrorCode] = { 'SERVER_ERROR',  }

def check_sandbox_top_up_response_500_error_code(value: str) -> SandboxTopUpResponse500ErrorCode:
    if value in SANDBOX_TOP_UP_RESPONSE_500_ERROR_CODE_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {SANDBOX_TOP_UP_RESPONSE_500_ERROR_CODE_VALUES!r}")
