from typing import Literal

RootResponse503ErrorCode = Literal['SERVICE_UNAVAILABLE']

ROOT_RESPONSE_503_ERROR_CODE_VALUES: set[RootResponse503ErrorCode] = { 'SERVICE_UNAVAILABLE',  }

def check_root_response_503_error_code(value: str) -> RootResponse503ErrorCode:
    if value in ROOT_RESPONSE_503_ERROR_CODE_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {ROOT_RESPONSE_503_ERROR_CODE_VALUES!r}")
