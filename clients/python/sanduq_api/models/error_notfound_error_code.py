from typing import Literal

ErrorNOTFOUNDErrorCode = Literal['NOT_FOUND']

ERROR_NOTFOUND_ERROR_CODE_VALUES: set[ErrorNOTFOUNDErrorCode] = { 'NOT_FOUND',  }

def check_error_notfound_error_code(value: str) -> ErrorNOTFOUNDErrorCode:
    if value in ERROR_NOTFOUND_ERROR_CODE_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {ERROR_NOTFOUND_ERROR_CODE_VALUES!r}")
