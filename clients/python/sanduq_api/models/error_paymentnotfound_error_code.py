from typing import Literal

ErrorPAYMENTNOTFOUNDErrorCode = Literal['PAYMENT_NOT_FOUND']

ERROR_PAYMENTNOTFOUND_ERROR_CODE_VALUES: set[ErrorPAYMENTNOTFOUNDErrorCode] = { 'PAYMENT_NOT_FOUND',  }

def check_error_paymentnotfound_error_code(value: str) -> ErrorPAYMENTNOTFOUNDErrorCode:
    if value in ERROR_PAYMENTNOTFOUND_ERROR_CODE_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {ERROR_PAYMENTNOTFOUND_ERROR_CODE_VALUES!r}")
