from typing import Literal

OpenapiResponse503ErrorCode = Literal['SERVICE_UNAVAILABLE']

OPENAPI_RESPONSE_503_ERROR_CODE_VALUES: set[OpenapiResponse503ErrorCode] = { 'SERVICE_UNAVAILABLE',  }

def check_openapi_response_503_error_code(value: str) -> OpenapiResponse503ErrorCode:
    if value in OPENAPI_RESPONSE_503_ERROR_CODE_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {OPENAPI_RESPONSE_503_ERROR_CODE_VALUES!r}")
