from typing import Literal

ErrorREFUNDEXCEEDSAMOUNTErrorCode = Literal['REFUND_EXCEEDS_AMOUNT']

ERROR_REFUNDEXCEEDSAMOUNT_ERROR_CODE_VALUES: set[ErrorREFUNDEXCEEDSAMOUNTErrorCode] = { 'REFUND_EXCEEDS_AMOUNT',  }

def check_error_refundexceedsamount_error_code(value: str) -> ErrorREFUNDEXCEEDSAMOUNTErrorCode:
    if value in ERROR_REFUNDEXCEEDSAMOUNT_ERROR_CODE_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {ERROR_REFUNDEXCEEDSAMOUNT_ERROR_CODE_VALUES!r}")
