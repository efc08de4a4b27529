from typing import Literal

ErrorKYCREJECTEDErrorCode = Literal['KYC_REJECTED']

ERROR_KYCREJECTED_ERROR_CODE_VALUES: set[ErrorKYCREJECTEDErrorCode] = { 'KYC_REJECTED',  }

def check_error_kycrejected_error_code(value: str) -> ErrorKYCREJECTEDErrorCode:
    if value in ERROR_KYCREJECTED_ERROR_CODE_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {ERROR_KYCREJECTED_ERROR_CODE_VALUES!r}")
