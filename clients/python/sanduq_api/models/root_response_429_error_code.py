from typing import Literal

RootResponse429ErrorCode = Literal['RATE_LIMIT_EXCEEDED']

ROOT_RESPONSE_429_ERROR_CODE_VALUES: set[RootResponse429ErrorCode] = { 'RATE_LIMIT_EXCEEDED',  }

def check_root_response_429_error_code(value: str) -> RootResponse429ErrorCode:
    if value in ROOT_RESPONSE_429_ERROR_CODE_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {ROOT_RESPONSE_429_ERROR_CODE_VALUES!r}")
