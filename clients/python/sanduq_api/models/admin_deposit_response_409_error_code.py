from typing import Literal

AdminDepositResponse409ErrorCode = Literal['IDEMPOTENCY_KEY_REUSED']

ADMIN_DEPOSIT_RESPONSE_409_ERROR_CODE_VALUES: set[AdminDepositResponse409ErrorCode] = { 'IDEMPOTENCY_KEY_REUSED',  }

def check_admin_deposit_response_409_error_code(value: str) -> AdminDepositResponse409ErrorCode:
    if value in ADMIN_DEPOSIT_RESPONSE_409_ERROR_CODE_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {ADMIN_DEPOSIT_RESPONSE_409_ERROR_CODE_VALUES!r}")
