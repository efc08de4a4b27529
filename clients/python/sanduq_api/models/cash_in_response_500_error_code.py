from typing import Literal

CashInResponse500ErrorCode = Literal['SERVER_ERROR']

CASH_IN_RESPONSE_500_ERROR_CODE_VALUES: set[CashInResponse500ErrorCode] = { 'SERVER_ERROR',  }

def check_cash_in_response_500_error_code(value: str) -> CashInResponse500ErrorCode:
    if value in CASH_IN_RESPONSE_500_ERROR_CODE_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {CASH_IN_RESPONSE_500_ERROR_CODE_VALUES!r}")
