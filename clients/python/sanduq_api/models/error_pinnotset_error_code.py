from typing import Literal

ErrorPINNOTSETErrorCode = Literal['PIN_NOT_SET']

ERROR_PINNOTSET_ERROR_CODE_VALUES: set[ErrorPINNOTSETErrorCode] = { 'PIN_NOT_SET',  }

def check_error_pinnotset_error_code(value: str) -> ErrorPINNOTSETErrorCode:
    if value in ERROR_PINNOTSET_ERROR_CODE_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {ERROR_PINNOTSET_ERROR_CODE_VALUES!r}")
