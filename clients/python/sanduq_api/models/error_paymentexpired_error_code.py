from typing import Literal

ErrorPAYMENTEXPIREDErrorCode = Literal['PAYMENT_EXPIRED']

ERROR_PAYMENTEXPIRED_ERROR_CODE_VALUES: set[ErrorPAYMENTEXPIREDErrorCode] = { 'PAYMENT_EXPIRED',  }

def check_error_paymentexpired_error_code(value: str) -> ErrorPAYMENTEXPIREDErrorCode:
    if value in ERROR_PAYMENTEXPIRED_ERROR_CODE_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {ERROR_PAYMENTEXPIRED_ERROR_CODE_VALUES!r}")
