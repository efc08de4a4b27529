from typing import Literal

AdminFailCashOutResponse403ErrorCode = Literal['FORBIDDEN']

ADMIN_FAIL_CASH_OUT_RESPONSE_403_ERROR_CODE_VALUES: set[AdminFailCashOutResponse403ErrorCode] = { 'FORBIDDEN',  }

def check_admin_fail_cash_out_response_403_error_code(value: str) -> AdminFailCashOutResponse403ErrorCode:
    if value in ADMIN_FAIL_CASH_OUT_RESPONSE_403_ERROR_CODE_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {ADMIN_FAIL_CASH_OUT_RESPONSE_403_ERROR_CODE_VALUES!r}")
