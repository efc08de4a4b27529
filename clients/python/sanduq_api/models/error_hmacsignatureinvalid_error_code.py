from typing import Literal

ErrorHMACSIGNATUREINVALIDErrorCode = Literal['HMAC_SIGNATURE_INVALID']

ERROR_HMACSIGNATUREINVALID_ERROR_CODE_VALUES: set[ErrorHMACSIGNATUREINVALIDErrorCode] = { 'HMAC_SIGNATURE_INVALID',  }

def check_error_hmacsignatureinvalid_error_code(value: str) -> ErrorHMACSIGNATUREINVALIDErrorCode:
    if value in ERROR_HMACSIGNATUREINVALID_ERROR_CODE_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {ERROR_HMACSIGNATUREINVALID_ERROR_CODE_VALUES!r}")
