from typing import Literal

ErrorINVALIDPAYMENTSTATUSErrorCode = Literal['INVALID_PAYMENT_STATUS']

ERROR_INVALIDPAYMENTSTATUS_ERROR_CODE_VALUES: set[ErrorINVALIDPAYMENTSTATUSErrorCode] = { 'INVALID_PAYMENT_STATUS',  }

def check_error_invalidpaymentstatus_error_code(value: str) -> ErrorINVALIDPAYMENTSTATUSErrorCode:
    if value in ERROR_INVALIDPAYMENTSTATUS_ERROR_CODE_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {ERROR_INVALIDPAYMENTSTATUS_ERROR_CODE_VALUES!r}")
