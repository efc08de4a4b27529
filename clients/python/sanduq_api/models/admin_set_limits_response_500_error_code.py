from typing import Literal

AdminSetLimitsResponse500ErrorCode = Literal['SERVER_ERROR']

ADMIN_SET_LIMITS_RESPONSE_500_ERROR_CODE_VALUES: set[AdminSetLimitsResponse500ErrorCode] = { 'SERVER_ERROR',  }

def check_admin_set_limits_response_500_error_code(value: str) -> AdminSetLimitsResponse500ErrorCode:
    if value in ADMIN_SET_LIMITS_RESPONSE_500_ERROR_CODE_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {ADMIN_SET_LIMITS_RESPONSE_500_ERROR_CODE_VALUES!r}")
