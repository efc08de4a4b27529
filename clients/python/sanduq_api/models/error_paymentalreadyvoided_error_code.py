from typing import Literal

ErrorPAYMENTALREADYVOIDEDErrorCode = Literal['PAYMENT_ALREADY_VOIDED']

ERROR_PAYMENTALREADYVOIDED_ERROR_CODE_VALUES: set[ErrorPAYMENTALREADYVOIDEDErrorCode] = { 'PAYMENT_ALREADY_VOIDED',  }

def check_error_paymentalreadyvoided_error_code(value: str) -> ErrorPAYMENTALREADYVOIDEDErrorCode:
    if value in ERROR_PAYMENTALREADYVOIDED_ERROR_CODE_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {ERROR_PAYMENTALREADYVOIDED_ERROR_CODE_VALUES!r}")
