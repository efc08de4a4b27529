from typing import Literal

AdminGetLimitsResponse404ErrorCode = Literal['MERCHANT_NOT_FOUND']

ADMIN_GET_LIMITS_RESPONSE_404_ERROR_CODE_VALUES: set[AdminGetLimitsResponse404ErrorCode] = { 'MERCHANT_NOT_FOUND',  }

def check_admin_get_limits_response_404_error_code(value: str) -> AdminGetLimitsResponse404ErrorCode:
    if value in ADMIN_GET_LIMITS_RESPONSE_404_ERROR_CODE_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {ADMIN_GET_LIMITS_RESPONSE_404_ERROR_CODE_VALUES!r}")
