from typing import Literal

AdminSetLimitsResponse404ErrorCode = Literal['MERCHANT_NOT_FOUND']

ADMIN_SET_LIMITS_RESPONSE_404_ERROR_CODE_VALUES: set[AdminSetLimitsResponse404ErrorCode] = { 'MERCHANT_NOT_FOUND',  }

def check_admin_set_limits_response_404_error_code(value: str) -> AdminSetLimitsResponse404ErrorCode:
    if value in ADMIN_SET_LIMITS_RESPONSE_404_ERROR_CODE_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {ADMIN_SET_LIMITS_RESPONSE_404_ERROR_CODE_VALUES!r}")
