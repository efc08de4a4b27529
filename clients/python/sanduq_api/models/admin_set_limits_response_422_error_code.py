from typing import Literal

AdminSetLimitsResponse422ErrorCode = Literal['UNSUPPORTED_CURRENCY', 'VALIDATION_ERROR']

ADMIN_SET_LIMITS_RESPONSE_422_ERROR_CODE_VALUES: set[AdminSetLimitsResponse422ErrorCode] = { 'UNSUPPORTED_CURRENCY', 'VALIDATION_ERROR',  }

def check_admin_set_limits_response_422_error_code(value: str) -> AdminSetLimitsResponse422ErrorCode:
    if value in ADMIN_SET_LIMITS_RESPONSE_422_ERROR_CODE_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {ADMIN_SET_LIMITS_RESPONSE_422_ERROR_CODE_VALUES!r}")
