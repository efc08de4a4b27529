from typing import Literal

ErrorINSUFFICIENTBALANCEErrorCode = Literal['INSUFFICIENT_BALANCE']

ERROR_INSUFFICIENTBALANCE_ERROR_CODE_VALUES: set[ErrorINSUFFICIENTBALANCEErrorCode] = { 'INSUFFICIENT_BALANCE',  }

def check_error_insufficientbalance_error_code(value: str) -> ErrorINSUFFICIENTBALANCEErrorCode:
    if value in ERROR_INSUFFICIENTBALANCE_ERROR_CODE_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {ERROR_INSUFFICIENTBALANCE_ERROR_CODE_VALUES!r}")
