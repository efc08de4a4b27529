from typing import Literal

CashInResponse429ErrorCode = Literal['RATE_LIMIT_EXCEEDED']

CASH_IN_RESPONSE_429_ERROR_CODE_VALUES: set[CashInResponse429ErrorCode] = { 'RATE_LIMIT_EXCEEDED',  }

def check_cash_in_response_429_error_code(value: str) -> CashInResponse429ErrorCode:
    if value in CASH_IN_RESPONSE_429_ERROR_CODE_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {CASH_IN_RESPONSE_429_ERROR_CODE_VALUES!r}")
