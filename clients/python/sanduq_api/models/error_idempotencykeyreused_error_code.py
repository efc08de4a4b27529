from typing import Literal

ErrorIDEMPOTENCYKEYREUSEDErrorCode = Literal['IDEMPOTENCY_KEY_REUSED']

ERROR_IDEMPOTENCYKEYREUSED_ERROR_CODE_VALUES: set[ErrorIDEMPOTENCYKEYREUSEDErrorCode] = { 'IDEMPOTENCY_KEY_REUSED',  }

def check_error_idempotencykeyreused_error_code(value: str) -> ErrorIDEMPOTENCYKEYREUSEDErrorCode:
    if value in ERROR_IDEMPOTENCYKEYREUSED_ERROR_CODE_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {ERROR_IDEMPOTENCYKEYREUSED_ERROR_CODE_VALUES!r}")
