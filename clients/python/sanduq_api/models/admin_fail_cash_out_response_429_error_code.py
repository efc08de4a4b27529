from typing import Literal

AdminFailCashOutResponse429ErrorCode = Literal['RATE_LIMIT_EXCEEDED']

ADMIN_FAIL_CASH_OUT_RESPONSE_429_ERROR_CODE_VALUES: set[AdminFailCashOutResponse429ErrorCode] = { 'RATE_LIMIT_EXCEEDED',  }

def check_admin_fail_cash_out_response_429_error_code(value: str) -> AdminFailCashOutResponse429ErrorCode:
    if value in ADMIN_FAIL_CASH_OUT_RESPONSE_429_ERROR_CODE_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {ADMIN_FAIL_CASH_OUT_RESPONSE_429_ERROR_CODE_VALUES!r}")
