from typing import Literal

ErrorINVALIDPINErrorCode = Literal['INVALID_PIN']

ERROR_INVALIDPIN_ERROR_CODE_VALUES: set[ErrorINVALIDPINErrorCode] = { 'INVALID_PIN',  }

def check_error_invalidpin_error_code(value: str) -> ErrorINVALIDPINErrorCode:
    if value in ERROR_INVALIDPIN_ERROR_CODE_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {ERROR_INVALIDPIN_ERROR_CODE_VALUES!r}")
