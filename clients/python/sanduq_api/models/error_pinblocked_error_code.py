from typing import Literal

ErrorPINBLOCKEDErrorCode = Literal['PIN_BLOCKED']

ERROR_PINBLOCKED_ERROR_CODE_VALUES: set[ErrorPINBLOCKEDErrorCode] = { 'PIN_BLOCKED',  }

def check_error_pinblocked_error_code(value: str) -> ErrorPINBLOCKEDErrorCode:
    if value in ERROR_PINBLOCKED_ERROR_CODE_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {ERROR_PINBLOCKED_ERROR_CODE_VALUES!r}")
