from typing import Literal

AdminFailCashOutResponse500ErrorCode = Literal['SERVER_ERROR']

ADMIN_FAIL_CASH_OUT_RESPONSE_500_ERROR_CODE_VALUES: set[AdminFailCashOutResponse500ErrorCode] = { 'SERVER_ERROR',  }

def check_admin_fail_cash_out_response_500_error_code(value: str) -> AdminFailCashOutResponse500ErrorCode:
    if value in ADMIN_FAIL_CASH_OUT_RESPONSE_500_ERROR_CODE_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {ADMIN_FAIL_CASH_OUT_RESPONSE_500_ERROR_CODE_VALUES!r}")
