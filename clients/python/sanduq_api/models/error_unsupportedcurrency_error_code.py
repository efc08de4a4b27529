from typing import Literal

ErrorUNSUPPORTEDCURRENCYErrorCode = Literal['UNSUPPORTED_CURRENCY']

ERROR_UNSUPPORTEDCURRENCY_ERROR_CODE_VALUES: set[ErrorUNSUPPORTEDCURRENCYErrorCode] = { 'UNSUPPORTED_CURRENCY',  }

def check_error_unsupportedcurrency_error_code(value: str) -> ErrorUNSUPPORTEDCURRENCYErrorCode:
    if value in ERROR_UNSUPPORTEDCURRENCY_ERROR_CODE_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {ERROR_UNSUPPORTEDCURRENCY_ERROR_CODE_VALUES!r}")
