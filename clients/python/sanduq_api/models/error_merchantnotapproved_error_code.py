from typing import Literal

ErrorMERCHANTNOTAPPROVEDErrorCode = Literal['MERCHANT_NOT_APPROVED']

ERROR_MERCHANTNOTAPPROVED_ERROR_CODE_VALUES: set[ErrorMERCHANTNOTAPPROVEDErrorCode] = { 'MERCHANT_NOT_APPROVED',  }

def check_error_merchantnotapproved_error_code(value: str) -> ErrorMERCHANTNOTAPPROVEDErrorCode:
    if value in ERROR_MERCHANTNOTAPPROVED_ERROR_CODE_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {ERROR_MERCHANTNOTAPPROVED_ERROR_CODE_VALUES!r}")
