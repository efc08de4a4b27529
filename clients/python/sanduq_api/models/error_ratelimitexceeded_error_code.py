from typing import Literal

ErrorRATELIMITEXCEEDEDErrorCode = Literal['RATE_LIMIT_EXCEEDED']

ERROR_RATELIMITEXCEEDED_ERROR_CODE_VALUES: set[ErrorRATELIMITEXCEEDEDErrorCode] = { 'RATE_LIMIT_EXCEEDED',  }

def check_error_ratelimitexceeded_error_code(value: str) -> ErrorRATELIMITEXCEEDEDErrorCode:
    if value in ERROR_RATELIMITEXCEEDED_ERROR_CODE_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {ERROR_RATELIMITEXCEEDED_ERROR_CODE_VALUES!r}")
