from typing import Literal

AdminDepositResponse503ErrorCode = Literal['SERVICE_UNAVAILABLE']

ADMIN_DEPOSIT_RESPONSE_503_ERROR_CODE_VALUES: set[AdminDepositResponse503ErrorCode] = { 'SERVICE_UNAVAILABLE',  }

def check_admin_deposit_response_503_error_code(value: str) -> AdminDepositResponse503ErrorCode:
    if value in ADMIN_DEPOSIT_RESPONSE_503_ERROR_CODE_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {ADMIN_DEPOSIT_RESPONSE_503_ERROR_CODE_VALUES!r}")
