from typing import Literal

ErrorPAYMENTALREADYCAPTUREDErrorCode = Literal['PAYMENT_ALREADY_CAPTURED']

ERROR_PAYMENTALREADYCAPTURED_ERROR_CODE_VALUES: set[ErrorPAYMENTALREADYCAPTUREDErrorCode] = { 'PAYMENT_ALREADY_CAPTURED',  }

def check_error_paymentalreadycaptured_error_code(value: str) -> ErrorPAYMENTALREADYCAPTUREDErrorCode:
    if value in ERROR_PAYMENTALREADYCAPTURED_ERROR_CODE_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {ERROR_PAYMENTALREADYCAPTURED_ERROR_CODE_VALUES!r}")
