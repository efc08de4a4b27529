from typing import Literal

AdminDepositResponse422ErrorCode = Literal['UNSUPPORTED_CURRENCY', 'VALIDATION_ERROR']

ADMIN_DEPOSIT_RESPONSE_422_ERROR_CODE_VALUES: set[AdminDepositResponse422ErrorCode] = { 'UNSUPPORTED_CURRENCY', 'VALIDATION_ERROR',  }

def check_admin_deposit_response_422_error_code(value: str) -> AdminDepositResponse422ErrorCode:
    if value in ADMIN_DEPOSIT_RESPONSE_422_ERROR_CODE_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {ADMIN_DEPOSIT_RESPONSE_422_ERROR_CODE_VALUES!r}")
