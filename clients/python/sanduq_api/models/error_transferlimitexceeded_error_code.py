from typing import Literal

ErrorTRANSFERLIMITEXCEEDEDErrorCode = Literal['TRANSFER_LIMIT_EXCEEDED']

ERROR_TRANSFERLIMITEXCEEDED_ERROR_CODE_VALUES: set[ErrorTRANSFERLIMITEXCEEDEDErrorCode] = { 'TRANSFER_LIMIT_EXCEEDED',  }

def check_error_transferlimitexceeded_error_code(value: str) -> ErrorTRANSFERLIMITEXCEEDEDErrorCode:
    if value in ERROR_TRANSFERLIMITEXCEEDED_ERROR_CODE_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {ERROR_TRANSFERLIMITEXCEEDED_ERROR_CODE_VALUES!r}")
