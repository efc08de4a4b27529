from typing import Literal

ErrorRECIPIENTNOTFOUNDErrorCode = Literal['RECIPIENT_NOT_FOUND']

ERROR_RECIPIENTNOTFOUND_ERROR_CODE_VALUES: set[ErrorRECIPIENTNOTFOUNDErrorCode] = { 'RECIPIENT_NOT_FOUND',  }

def check_error_recipientnotfound_error_code(value: str) -> ErrorRECIPIENTNOTFOUNDErrorCode:
    if value in ERROR_RECIPIENTNOTFOUND_ERROR_CODE_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {ERROR_RECIPIENTNOTFOUND_ERROR_CODE_VALUES!r}")
