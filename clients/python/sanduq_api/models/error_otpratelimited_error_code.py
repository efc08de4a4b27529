from typing import Literal

ErrorOTPRATELIMITEDErrorCode = Literal['OTP_RATE_LIMITED']

ERROR_OTPRATELIMITED_ERROR_CODE_VALUES: set[ErrorOTPRATELIMITEDErrorCode] = { 'OTP_RATE_LIMITED',  }

def check_error_otpratelimited_error_code(value: str) -> ErrorOTPRATELIMITEDErrorCode:
    if value in ERROR_OTPRATELIMITED_ERROR_CODE_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {ERROR_OTPRATELIMITED_ERROR_CODE_VALUES!r}")
