from typing import Literal

AdminFailCashOutResponse503ErrorCode = Literal['SERVICE_UNAVAILABLE']

ADMIN_FAIL_CASH_OUT_RESPONSE_503_ERROR_CODE_VALUES: set[AdminFailCashOutResponse503ErrorCode] = { 'SERVICE_UNAVAILABLE',  }

def check_admin_fail_cash_out_response_503_error_code(value: str) -> AdminFailCashOutResponse503ErrorCode:
    if value in ADMIN_FAIL_CASH_OUT_RESPONSE_503_ERROR_CODE_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {ADMIN_FAIL_CASH_OUT_RESPONSE_503_ERROR_CODE_VALUES!r}")
