from typing import Literal

ErrorSELFTRANSFERNOTALLOWEDErrorCode = Literal['SELF_TRANSFER_NOT_ALLOWED']

ERROR_SELFTRANSFERNOTALLOWED_ERROR_CODE_VALUES: set[ErrorSELFTRANSFERNOTALLOWEDErrorCode] = { 'SELF_TRANSFER_NOT_ALLOWED',  }

def check_error_selftransfernotallowed_error_code(value: str) -> ErrorSELFTRANSFERNOTALLOWEDErrorCode:
    if value in ERROR_SELFTRANSFERNOTALLOWED_ERROR_CODE_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {ERROR_SELFTRANSFERNOTALLOWED_ERROR_CODE_VALUES!r}")
