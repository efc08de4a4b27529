from typing import Literal

AdminCompleteCashOutResponse403ErrorCode = Literal['FORBIDDEN']

ADMIN_COMPLETE_CASH_OUT_RESPONSE_403_ERROR_CODE_VALUES: set[AdminCompleteCashOutResponse403ErrorCode] = { 'FORBIDDEN',  }

def check_admin_complete_cash_out_response_403_error_code(value: str) -> AdminCompleteCashOutResponse403ErrorCode:
    if value in ADMIN_COMPLETE_CASH_OUT_RESPONSE_403_ERROR_CODE_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {ADMIN_COMPLETE_CASH_OUT_RESPONSE_403_ERROR_CODE_VALUES!r}")
