from typing import Literal

RootResponse500ErrorCode = Literal['SERVER_ERROR']

ROOT_RESPONSE_500_ERROR_CODE_VALUES: set[RootResponse500ErrorCode] = { 'SERVER_ERROR',  }

def check_root_response_500_error_code(value: str) -> RootResponse500ErrorCode:
    if value in ROOT_RESPONSE_500_ERROR_CODE_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {ROOT_RESPONSE_500_ERROR_CODE_VALUES!r}")
