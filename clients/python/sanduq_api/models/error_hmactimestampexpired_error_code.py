from typing import Literal

ErrorHMACTIMESTAMPEXPIREDErrorCode = Literal['HMAC_TIMESTAMP_EXPIRED']

ERROR_HMACTIMESTAMPEXPIRED_ERROR_CODE_VALUES: set[ErrorHMACTIMESTAMPEXPIREDErrorCode] = { 'HMAC_TIMESTAMP_EXPIRED',  }

def check_error_hmactimestampexpired_error_code(value: str) -> ErrorHMACTIMESTAMPEXPIREDErrorCode:
    if value in ERROR_HMACTIMESTAMPEXPIRED_ERROR_CODE_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {ERROR_HMACTIMESTAMPEXPIRED_ERROR_CODE_VALUES!r}")
