from typing import Literal

AdminFailCashOutResponse404ErrorCode = Literal['NOT_FOUND']

ADMIN_FAIL_CASH_OUT_RESPONSE_404_ERROR_CODE_VALUES: set[AdminFailCashOutResponse404ErrorCode] = { 'NOT_FOUND',  }

def check_admin_fail_cash_out_response_404_error_code(value: str) -> AdminFailCashOutResponse404ErrorCode:
    if value in ADMIN_FAIL_CASH_OUT_RESPONSE_404_ERROR_CODE_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {ADMIN_FAIL_CASH_OUT_RESPONSE_404_ERROR_CODE_VALUES!r}")
