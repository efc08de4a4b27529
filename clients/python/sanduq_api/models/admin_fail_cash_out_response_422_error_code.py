from typing import Literal

AdminFailCashOutResponse422ErrorCode = Literal['INVALID_PAYMENT_STATUS', 'VALIDATION_ERROR']

ADMIN_FAIL_CASH_OUT_RESPONSE_422_ERROR_CODE_VALUES: set[AdminFailCashOutResponse422ErrorCode] = { 'INVALID_PAYMENT_STATUS', 'VALIDATION_ERROR',  }

def check_admin_fail_cash_out_response_422_error_code(value: str) -> AdminFailCashOutResponse422ErrorCode:
    if value in ADMIN_FAIL_CASH_OUT_RESPONSE_422_ERROR_CODE_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {ADMIN_FAIL_CASH_OUT_RESPONSE_422_ERROR_CODE_VALUES!r}")
