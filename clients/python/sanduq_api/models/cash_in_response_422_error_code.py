from typing import Literal

CashInResponse422ErrorCode = Literal['IDEMPOTENCY_KEY_REQUIRED', 'INSUFFICIENT_BALANCE', 'TIER_UPGRADE_REQUIRED', 'UNSUPPORTED_CURRENCY', 'VALIDATION_ERROR']

CASH_IN_RESPONSE_422_ERROR_CODE_VALUES: set[CashInResponse422ErrorCode] = { 'IDEMPOTENCY_KEY_REQUIRED', 'INSUFFICIENT_BALANCE', 'TIER_UPGRADE_REQUIRED', 'UNSUPPORTED_CURRENCY', 'VALIDATION_ERROR',  }

def check_cash_in_response_422_error_code(value: str) -> CashInResponse422ErrorCode:
    if value in CASH_IN_RESPONSE_422_ERROR_CODE_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {CASH_IN_RESPONSE_422_ERROR_CODE_VALUES!r}")
