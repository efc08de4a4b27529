from typing import Literal

SandboxTopUpResponse503ErrorCode = Literal['SERVICE_UNAVAILABLE']

SANDBOX_TOP_UP_RESPONSE_503_ERROR_CODE_VALUES: set[SandboxTopUpResponse503ErrorCode] = { 'SERVICE_UNAVAILABLE',  }

def check_sandbox_top_up_response_503_error_code(value: str) -> SandboxTopUpResponse503ErrorCode:
    if value in SANDBOX_TOP_UP_RESPONSE_503_ERROR_CODE_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {SANDBOX_TOP_UP_RESPONSE_503_ERROR_CODE_VALUES!r}")
