from typing import Literal

CashInResponse503ErrorCode = Literal['SERVICE_UNAVAILABLE']

CASH_IN_RESPONSE_503_ERROR_CODE_VALUES: set[CashInResponse503ErrorCode] = { 'SERVICE_UNAVAILABLE',  }

def check_cash_in_response_503_error_code(value: str) -> CashInResponse503ErrorCode:
    if value in CASH_IN_RESPONSE_503_ERROR_CODE_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {CASH_IN_RESPONSE_503_ERROR_CODE_VALUES!r}")
