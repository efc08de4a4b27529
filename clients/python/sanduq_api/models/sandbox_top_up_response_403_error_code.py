from typing import Literal

SandboxTopUpResponse403ErrorCode = Literal['FORBIDDEN', 'MERCHANT_NOT_APPROVED', 'MERCHANT_NOT_FOUND']

SANDBOX_TOP_UP_RESPONSE_403_ERROR_CODE_VALUES: set[SandboxTopUpResponse403ErrorCode] = { 'FORBIDDEN', 'MERCHANT_NOT_APPROVED', 'MERCHANT_NOT_FOUND',  }

def check_sandbox_top_up_response_403_error_code(value: str) -> SandboxTopUpResponse403ErrorCode:
    if value in SANDBOX_TOP_UP_RESPONSE_403_ERROR_CODE_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {SANDBOX_TOP_UP_RESPONSE_403_ERROR_CODE_VALUES!r}")
