from typing import Literal

AdminCompleteCashOutResponse500ErrorCode = Literal['SERVER_ERROR']

ADMIN_COMPLETE_CASH_OUT_RESPONSE_500_ERROR_CODE_VALUES: set[AdminCompleteCashOutResponse500ErrorCode] = { 'SERVER_ERROR',  }

def check_admin_complete_cash_out_response_500_error_code(value: str) -> AdminCompleteCashOutResponse500ErrorCode:
    if value in ADMIN_COMPLETE_CASH_OUT_RESPONSE_500_ERROR_CODE_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {ADMIN_COMPLETE_CASH_OUT_RESPONSE_500_ERROR_CODE_VALUES!r}")
