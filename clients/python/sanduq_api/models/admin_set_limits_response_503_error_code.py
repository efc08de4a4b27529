from typing import Literal

AdminSetLimitsResponse503ErrorCode = Literal['SERVICE_UNAVAILABLE']

ADMIN_SET_LIMITS_RESPONSE_503_ERROR_CODE_VALUES: set[AdminSetLimitsResponse503ErrorCode] = { 'SERVICE_UNAVAILABLE',  }

def check_admin_set_limits_response_503_error_code(value: str) -> AdminSetLimitsResponse503ErrorCode:
    if value in ADMIN_SET_LIMITS_RESPONSE_503_ERROR_CODE_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {ADMIN_SET_LIMITS_RESPONSE_503_ERROR_CODE_VALUES!r}")
