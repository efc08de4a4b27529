from typing import Literal

ErrorVELOCITYLIMITEXCEEDEDErrorCode = Literal['VELOCITY_LIMIT_EXCEEDED']

ERROR_VELOCITYLIMITEXCEEDED_ERROR_CODE_VALUES: set[ErrorVELOCITYLIMITEXCEEDEDErrorCode] = { 'VELOCITY_LIMIT_EXCEEDED',  }

def check_error_velocitylimitexceeded_error_code(value: str) -> ErrorVELOCITYLIMITEXCEEDEDErrorCode:
    if value in ERROR_VELOCITYLIMITEXCEEDED_ERROR_CODE_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {ERROR_VELOCITYLIMITEXCEEDED_ERROR_CODE_VALUES!r}")
