from typing import Literal

ErrorKYCREQUIREDErrorCode = Literal['KYC_REQUIRED']

ERROR_KYCREQUIRED_ERROR_CODE_VALUES: set[ErrorKYCREQUIREDErrorCode] = { 'KYC_REQUIRED',  }

def check_error_kycrequired_error_code(value: str) -> ErrorKYCREQUIREDErrorCode:
    if value in ERROR_KYCREQUIRED_ERROR_CODE_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {ERROR_KYCREQUIRED_ERROR_CODE_VALUES!r}")
