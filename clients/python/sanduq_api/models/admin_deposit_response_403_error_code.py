from typing import Literal

AdminDepositResponse403ErrorCode = Literal['FORBIDDEN']

ADMIN_DEPOSIT_RESPONSE_403_ERROR_CODE_VALUES: set[AdminDepositResponse403ErrorCode] = { 'FORBIDDEN',  }

def check_admin_deposit_response_403_error_code(value: str) -> AdminDepositResponse403ErrorCode:
    if value in ADMIN_DEPOSIT_RESPONSE_403_ERROR_CODE_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {ADMIN_DEPOSIT_RESPONSE_403_ERROR_CODE_VALUES!r}")
