from typing import Literal

OpenapiResponse500ErrorCode = Literal['SERVER_ERROR']

OPENAPI_RESPONSE_500_ERROR_CODE_VALUES: set[OpenapiResponse500ErrorCode] = { 'SERVER_ERROR',  }

def check_openapi_response_500_error_code(value: str) -> OpenapiResponse500ErrorCode:
    if value in OPENAPI_RESPONSE_500_ERROR_CODE_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {OPENAPI_RESPONSE_500_ERROR_CODE_VALUES!r}")
