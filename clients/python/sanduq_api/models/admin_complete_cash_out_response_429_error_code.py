from typing import Literal

AdminCompleteCashOutResponse429ErrorCode = Literal['RATE_LIMIT_EXCEEDED']

ADMIN_COMPLETE_CASH_OUT_RESPONSE_429_ERROR_CODE_VALUES: set[AdminCompleteCashOutResponse429ErrorCode] = { 'RATE_LIMIT_EXCEEDED',  }

def check_admin_complete_cash_out_response_429_error_code(value: str) -> AdminCompleteCashOutResponse429ErrorCode:
    if value in ADMIN_COMPLETE_CASH_OUT_RESPONSE_429_ERROR_CODE_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {ADMIN_COMPLETE_CASH_OUT_RESPONSE_429_ERROR_CODE_VALUES!r}")
