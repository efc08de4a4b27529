from typing import Literal

CashInResponse404ErrorCode = Literal['WALLET_NOT_FOUND']

CASH_IN_RESPONSE_404_ERROR_CODE_VALUES: set[CashInResponse404ErrorCode] = { 'WALLET_NOT_FOUND',  }

def check_cash_in_response_404_error_code(value: str) -> CashInResponse404ErrorCode:
    if value in CASH_IN_RESPONSE_404_ERROR_CODE_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {CASH_IN_RESPONSE_404_ERROR_CODE_VALUES!r}")
