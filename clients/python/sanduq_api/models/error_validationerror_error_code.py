from typing import Literal

ErrorVALIDATIONERRORErrorCode = Literal['VALIDATION_ERROR']

ERROR_VALIDATIONERROR_ERROR_CODE_VALUES: set[ErrorVALIDATIONERRORErrorCode] = { 'VALIDATION_ERROR',  }

def check_error_validationerror_error_code(value: str) -> ErrorVALIDATIONERRORErrorCode:
    if value in ERROR_VALIDATIONERROR_ERROR_CODE_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {ERROR_VALIDATIONERROR_ERROR_CODE_VALUES!r}")
