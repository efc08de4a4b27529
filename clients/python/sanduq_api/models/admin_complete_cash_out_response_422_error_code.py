from typing import Literal

AdminCompleteCashOutResponse422ErrorCode = Literal['INVALID_PAYMENT_STATUS', 'VALIDATION_ERROR']

ADMIN_COMPLETE_CASH_OUT_RESPONSE_422_ERROR_CODE_VALUES: set[AdminCompleteCashOutResponse422ErrorCode] = { 'INVALID_PAYMENT_STATUS', 'VALIDATION_ERROR',  }

def check_admin_complete_cash_out_response_422_error_code(value: str) -> AdminCompleteCashOutResponse422ErrorCode:
    if value in ADMIN_COMPLETE_CASH_OUT_RESPONSE_422_ERROR_CODE_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {ADMIN_COMPLETE_CASH_OUT_RESPONSE_422_ERROR_CODE_VALUES!r}")
