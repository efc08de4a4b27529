from typing import Literal

ErrorMERCHANTNOTFOUNDErrorCode = Literal['MERCHANT_NOT_FOUND']

ERROR_MERCHANTNOTFOUND_ERROR_CODE_VALUES: set[ErrorMERCHANTNOTFOUNDErrorCode] = { 'MERCHANT_NOT_FOUND',  }

def check_error_merchantnotfound_error_code(value: str) -> ErrorMERCHANTNOTFOUNDErrorCode:
    if value in ERROR_MERCHANTNOTFOUND_ERROR_CODE_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {ERROR_MERCHANTNOTFOUND_ERROR_CODE_VALUES!r}")
