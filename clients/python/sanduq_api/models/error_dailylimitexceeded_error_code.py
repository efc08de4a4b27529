from typing import Literal

ErrorDAILYLIMITEXCEEDEDErrorCode = Literal['DAILY_LIMIT_EXCEEDED']

ERROR_DAILYLIMITEXCEEDED_ERROR_CODE_VALUES: set[ErrorDAILYLIMITEXCEEDEDErrorCode] = { 'DAILY_LIMIT_EXCEEDED',  }

def check_error_dailylimitexceeded_error_code(value: str) -> ErrorDAILYLIMITEXCEEDEDErrorCode:
    if value in ERROR_DAILYLIMITEXCEEDED_ERROR_CODE_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {ERROR_DAILYLIMITEXCEEDED_ERROR_CODE_VALUES!r}")
