from typing import Literal

AdminCompleteCashOutResponse503ErrorCode = Literal['SERVICE_UNAVAILABLE']

ADMIN_COMPLETE_CASH_OUT_RESPONSE_503_ERROR_CODE_VALUES: set[AdminCompleteCashOutResponse503ErrorCode] = { 'SERVICE_UNAVAILABLE',  }

def check_admin_complete_cash_out_response_503_error_code(value: str) -> AdminCompleteCashOutResponse503ErrorCode:
    if value in ADMIN_COMPLETE_CASH_OUT_RESPONSE_503_ERROR_CODE_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {ADMIN_COMPLETE_CASH_OUT_RESPONSE_503_ERROR_CODE_VALUES!r}")
