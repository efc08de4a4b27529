from typing import Literal

AdminSetLimitsResponse403ErrorCode = Literal['FORBIDDEN']

ADMIN_SET_LIMITS_RESPONSE_403_ERROR_CODE_VALUES: set[AdminSetLimitsResponse403ErrorCode] = { 'FORBIDDEN',  }

def check_admin_set_limits_response_403_error_code(value: str) -> AdminSetLimitsResponse403ErrorCode:
    if value in ADMIN_SET_LIMITS_RESPONSE_403_ERROR_CODE_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {ADMIN_SET_LIMITS_RESPONSE_403_ERROR_CODE_VALUES!r}")
