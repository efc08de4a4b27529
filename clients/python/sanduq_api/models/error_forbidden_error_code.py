from typing import Literal

ErrorFORBIDDENErrorCode = Literal['FORBIDDEN']

ERROR_FORBIDDEN_ERROR_CODE_VALUES: set[ErrorFORBIDDENErrorCode] = { 'FORBIDDEN',  }

def check_error_forbidden_error_code(value: str) -> ErrorFORBIDDENErrorCode:
    if value in ERROR_FORBIDDEN_ERROR_CODE_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {ERROR_FORBIDDEN_ERROR_CODE_VALUES!r}")
