from typing import Literal

AdminGetLimitsResponse503ErrorCode = Literal['SERVICE_UNAVAILABLE']

ADMIN_GET_LIMITS_RESPONSE_503_ERROR_CODE_VALUES: set[AdminGetLimitsResponse503ErrorCode] = { 'SERVICE_UNAVAILABLE',  }

def check_admin_get_limits_response_503_error_code(value: str) -> AdminGetLimitsResponse503ErrorCode:
    if value in ADMIN_GET_LIMITS_RESPONSE_503_ERROR_CODE_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {ADMIN_GET_LIMITS_RESPONSE_503_ERROR_CODE_VALUES!r}")
