from typing import Literal

AdminGetLimitsResponse500ErrorCode = Literal['SERVER_ERROR']

ADMIN_GET_LIMITS_RESPONSE_500_ERROR_CODE_VALUES: set[AdminGetLimitsResponse500ErrorCode] = { 'SERVER_ERROR',  }

def check_admin_get_limits_response_500_error_code(value: str) -> AdminGetLimitsResponse500ErrorCode:
    if value in ADMIN_GET_LIMITS_RESPONSE_500_ERROR_CODE_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {ADMIN_GET_LIMITS_RESPONSE_500_ERROR_CODE_VALUES!r}")
