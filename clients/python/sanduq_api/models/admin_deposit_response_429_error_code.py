from typing import Literal

AdminDepositResponse429ErrorCode = Literal['RATE_LIMIT_EXCEEDED']

ADMIN_DEPOSIT_RESPONSE_429_ERROR_CODE_VALUES: set[AdminDepositResponse429ErrorCode] = { 'RATE_LIMIT_EXCEEDED',  }

def check_admin_deposit_response_429_error_code(value: str) -> AdminDepositResponse429ErrorCode:
    if value in ADMIN_DEPOSIT_RESPONSE_429_ERROR_CODE_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {ADMIN_DEPOSIT_RESPONSE_429_ERROR_CODE_VALUES!r}")
