from typing import Literal

ErrorRECIPIENTUNAVAILABLEErrorCode = Literal['RECIPIENT_UNAVAILABLE']

ERROR_RECIPIENTUNAVAILABLE_ERROR_CODE_VALUES: set[ErrorRECIPIENTUNAVAILABLEErrorCode] = { 'RECIPIENT_UNAVAILABLE',  }

def check_error_recipientunavailable_error_code(value: str) -> ErrorRECIPIENTUNAVAILABLEErrorCode:
    if value in ERROR_RECIPIENTUNAVAILABLE_ERROR_CODE_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {ERROR_RECIPIENTUNAVAILABLE_ERROR_CODE_VALUES!r}")
