from typing import Literal

ErrorSERVERERRORErrorCode = Literal['SERVER_ERROR']

ERROR_SERVERERROR_ERROR_CODE_VALUES: set[ErrorSERVERERRORErrorCode] = { 'SERVER_ERROR',  }

def check_error_servererror_error_code(value: str) -> ErrorSERVERERRORErrorCode:
    if value in ERROR_SERVERERROR_ERROR_CODE_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {ERROR_SERVERERROR_ERROR_CODE_VALUES!r}")
