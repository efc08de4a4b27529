from typing import Literal

ErrorIDEMPOTENCYKEYREQUIREDErrorCode = Literal['IDEMPOTENCY_KEY_REQUIRED']

ERROR_IDEMPOTENCYKEYREQUIRED_ERROR_CODE_VALUES: set[ErrorIDEMPOTENCYKEYREQUIREDErrorCode] = { 'IDEMPOTENCY_KEY_REQUIRED',  }

def check_error_idempotencykeyrequired_error_code(value: str) -> ErrorIDEMPOTENCYKEYREQUIREDErrorCode:
    if value in ERROR_IDEMPOTENCYKEYREQUIRED_ERROR_CODE_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {ERROR_IDEMPOTENCYKEYREQUIRED_ERROR_CODE_VALUES!r}")
