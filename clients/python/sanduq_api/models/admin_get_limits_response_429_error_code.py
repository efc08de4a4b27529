from typing import Literal

AdminGetLimitsResponse429ErrorCode = Literal['RATE_LIMIT_EXCEEDED']

ADMIN_GET_LIMITS_RESPONSE_429_ERROR_CODE_VALUES: set[AdminGetLimitsResponse429ErrorCode] = { 'RATE_LIMIT_EXCEEDED',  }

def check_admin_get_limits_response_429_error_code(value: str) -> AdminGetLimitsResponse429ErrorCode:
    if value in ADMIN_GET_LIMITS_RESPONSE_429_ERROR_CODE_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {ADMIN_GET_LIMITS_RESPONSE_429_ERROR_CODE_VALUES!r}")
