from typing import Literal

AdminGetLimitsResponse403ErrorCode = Literal['FORBIDDEN']

ADMIN_GET_LIMITS_RESPONSE_403_ERROR_CODE_VALUES: set[AdminGetLimitsResponse403ErrorCode] = { 'FORBIDDEN',  }

def check_admin_get_limits_response_403_error_code(value: str) -> AdminGetLimitsResponse403ErrorCode:
    if value in ADMIN_GET_LIMITS_RESPONSE_403_ERROR_CODE_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {ADMIN_GET_LIMITS_RESPONSE_403_ERROR_CODE_VALUES!r}")
