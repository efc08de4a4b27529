from typing import Literal

ErrorHMACKEYINVALIDErrorCode = Literal['HMAC_KEY_INVALID']

ERROR_HMACKEYINVALID_ERROR_CODE_VALUES: set[ErrorHMACKEYINVALIDErrorCode] = { 'HMAC_KEY_INVALID',  }

def check_error_hmackeyinvalid_error_code(value: str) -> ErrorHMACKEYINVALIDErrorCode:
    if value in ERROR_HMACKEYINVALID_ERROR_CODE_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {ERROR_HMACKEYINVALID_ERROR_CODE_VALUES!r}")
