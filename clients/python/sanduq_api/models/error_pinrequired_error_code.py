from typing import Literal

ErrorPINREQUIREDErrorCode = Literal['PIN_REQUIRED']

ERROR_PINREQUIRED_ERROR_CODE_VALUES: set[ErrorPINREQUIREDErrorCode] = { 'PIN_REQUIRED',  }

def check_error_pinrequired_error_code(value: str) -> ErrorPINREQUIREDErrorCode:
    if value in ERROR_PINREQUIRED_ERROR_CODE_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {ERROR_PINREQUIRED_ERROR_CODE_VALUES!r}")
