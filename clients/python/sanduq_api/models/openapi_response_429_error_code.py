from typing import Literal

OpenapiResponse429ErrorCode = Literal['RATE_LIMIT_EXCEEDED']

OPENAPI_RESPONSE_429_ERROR_CODE_VALUES: set[OpenapiResponse429ErrorCode] = { 'RATE_LIMIT_EXCEEDED',  }

def check_openapi_response_429_error_code(value: str) -> OpenapiResponse429ErrorCode:
    if value in OPENAPI_RESPONSE_429_ERROR_CODE_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {OPENAPI_RESPONSE_429_ERROR_CODE_VALUES!r}")
