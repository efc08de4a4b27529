from typing import Literal

ErrorHMACHEADERSMISSINGErrorCode = Literal['HMAC_HEADERS_MISSING']

ERROR_HMACHEADERSMISSING_ERROR_CODE_VALUES: set[ErrorHMACHEADERSMISSINGErrorCode] = { 'HMAC_HEADERS_MISSING',  }

def check_error_hmacheadersmissing_error_code(value: str) -> ErrorHMACHEADERSMISSINGErrorCode:
    if value in ERROR_HMACHEADERSMISSING_ERROR_CODE_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {ERROR_HMACHEADERSMISSING_ERROR_CODE_VALUES!r}")
