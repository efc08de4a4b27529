from typing import Literal

AdminSetLimitsResponse429ErrorCode = Literal['RATE_LIMIT_EXCEEDED']

ADMIN_SET_LIMITS_RESPONSE_429_ERROR_CODE_VALUES: set[AdminSetLimitsResponse429ErrorCode] = { 'RATE_LIMIT_EXCEEDED',  }

def check_admin_set_limits_response_429_error_code(value: str) -> AdminSetLimitsResponse429ErrorCode:
    if value in ADMIN_SET_LIMITS_RESPONSE_429_ERROR_CODE_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {ADMIN_SET_LIMITS_RESPONSE_429_ERROR_CODE_VALUES!r}")
