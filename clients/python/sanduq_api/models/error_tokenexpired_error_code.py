from typing import Literal

ErrorTOKENEXPIREDErrorCode = Literal['TOKEN_EXPIRED']

ERROR_TOKENEXPIRED_ERROR_CODE_VALUES: set[ErrorTOKENEXPIREDErrorCode] = { 'TOKEN_EXPIRED',  }

def check_error_tokenexpired_error_code(value: str) -> ErrorTOKENEXPIREDErrorCode:
    if value in ERROR_TOKENEXPIRED_ERROR_CODE_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {ERROR_TOKENEXPIRED_ERROR_CODE_VALUES!r}")
