from typing import Literal

AdminDepositResponse500ErrorCode = Literal['SERVER_ERROR']

ADMIN_DEPOSIT_RESPONSE_500_ERROR_CODE_VALUES: set[AdminDepositResponse500ErrorCode] = { 'SERVER_ERROR',  }

def check_admin_deposit_response_500_error_code(value: str) -> AdminDepositResponse500ErrorCode:
    if value in ADMIN_DEPOSIT_RESPONSE_500_ERROR_CODE_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {ADMIN_DEPOSIT_RESPONSE_500_ERROR_CODE_VALUES!r}")
