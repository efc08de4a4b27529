from typing import Literal

CashInResponse409ErrorCode = Literal['IDEMPOTENCY_KEY_REUSED', 'WALLET_BUSY']

CASH_IN_RESPONSE_409_ERROR_CODE_VALUES: set[CashInResponse409ErrorCode] = { 'IDEMPOTENCY_KEY_REUSED', 'WALLET_BUSY',  }

def check_cash_in_response_409_error_code(value: str) -> CashInResponse409ErrorCode:
    if value in CASH_IN_RESPONSE_409_ERROR_CODE_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {CASH_IN_RESPONSE_409_ERROR_CODE_VALUES!r}")
