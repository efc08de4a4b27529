from typing import Literal

ErrorKYCPENDINGErrorCode = Literal['KYC_PENDING']

ERROR_KYCPENDING_ERROR_CODE_VALUES: set[ErrorKYCPENDINGErrorCode] = { 'KYC_PENDING',  }

def check_error_kycpending_error_code(value: str) -> ErrorKYCPENDINGErrorCode:
    if value in ERROR_KYCPENDING_ERROR_CODE_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {ERROR_KYCPENDING_ERROR_CODE_VALUES!r}")
