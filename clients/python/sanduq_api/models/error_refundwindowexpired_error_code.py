from typing import Literal

ErrorREFUNDWINDOWEXPIREDErrorCode = Literal['REFUND_WINDOW_EXPIRED']

ERROR_REFUNDWINDOWEXPIRED_ERROR_CODE_VALUES: set[ErrorREFUNDWINDOWEXPIREDErrorCode] = { 'REFUND_WINDOW_EXPIRED',  }

def check_error_refundwindowexpired_error_code(value: str) -> ErrorREFUNDWINDOWEXPIREDErrorCode:
    if value in ERROR_REFUNDWINDOWEXPIRED_ERROR_CODE_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {ERROR_REFUNDWINDOWEXPIRED_ERROR_CODE_VALUES!r}")
