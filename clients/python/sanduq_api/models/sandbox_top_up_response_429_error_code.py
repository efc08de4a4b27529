from typing import Literal

SandboxTopUpResponse429ErrorCode = Literal['RATE_LIMIT_EXCEEDED']

SANDBOX_TOP_UP_RESPONSE_429_ERROR_CODE_VALUES: set[SandboxTopUpResponse429ErrorCode] = { 'RATE_LIMIT_EXCEEDED',  }

def check_sandbox_top_up_response_429_error_code(value: str) -> SandboxTopUpResponse429ErrorCode:
    if value in SANDBOX_TOP_UP_RESPONSE_429_ERROR_CODE_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {SANDBOX_TOP_UP_RESPONSE_429_ERROR_CODE_VALUES!r}")
