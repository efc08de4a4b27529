from typing import Literal

AdminDepositResponse404ErrorCode = Literal['MERCHANT_NOT_FOUND']

ADMIN_DEPOSIT_RESPONSE_404_ERROR_CODE_VALUES: set[AdminDepositResponse404ErrorCode] = { 'MERCHANT_NOT_FOUND',  }

def check_admin_deposit_response_404_error_code(value: str) -> AdminDepositResponse404ErrorCode:
    if value in ADMIN_DEPOSIT_RESPONSE_404_ERROR_CODE_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {ADMIN_DEPOSIT_RESPONSE_404_ERROR_CODE_VALUES!r}")
