from typing import Literal

CashInResponse403ErrorCode = Literal['ACCOUNT_FROZEN', 'FORBIDDEN', 'MERCHANT_NOT_APPROVED', 'MERCHANT_NOT_FOUND']

CASH_IN_RESPONSE_403_ERROR_CODE_VALUES: set[CashInResponse403ErrorCode] = { 'ACCOUNT_FROZEN', 'FORBIDDEN', 'MERCHANT_NOT_APPROVED', 'MERCHANT_NOT_FOUND',  }

def check_cash_in_response_403_error_code(value: str) -> CashInResponse403ErrorCode:
    if value in CASH_IN_RESPONSE_403_ERROR_CODE_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {CASH_IN_RESPONSE_403_ERROR_CODE_VALUES!r}")
