from typing import Literal

ErrorACCOUNTFROZENErrorCode = Literal['ACCOUNT_FROZEN']

ERROR_ACCOUNTFROZEN_ERROR_CODE_VALUES: set[ErrorACCOUNTFROZENErrorCode] = { 'ACCOUNT_FROZEN',  }

def check_error_accountfrozen_error_code(value: str) -> ErrorACCOUNTFROZENErrorCode:
    if value in ERROR_ACCOUNTFROZEN_ERROR_CODE_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {ERROR_ACCOUNTFROZEN_ERROR_CODE_VALUES!r}")
