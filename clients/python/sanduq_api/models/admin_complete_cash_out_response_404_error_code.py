from typing import Literal

AdminCompleteCashOutResponse404ErrorCode = Literal['NOT_FOUND']

ADMIN_COMPLETE_CASH_OUT_RESPONSE_404_ERROR_CODE_VALUES: set[AdminCompleteCashOutResponse404ErrorCode] = { 'NOT_FOUND',  }

def check_admin_complete_cash_out_response_404_error_code(value: str) -> AdminCompleteCashOutResponse404ErrorCode:
    if value in ADMIN_COMPLETE_CASH_OUT_RESPONSE_404_ERROR_CODE_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {ADMIN_COMPLETE_CASH_OUT_RESPONSE_404_ERROR_CODE_VALUES!r}")
