from typing import Literal

PopupCloseResponse422ErrorCode = Literal['VALIDATION_ERROR']

POPUP_CLOSE_RESPONSE_422_ERROR_CODE_VALUES: set[PopupCloseResponse422ErrorCode] = { 'VALIDATION_ERROR',  }

def check_popup_close_response_422_error_code(value: str) -> PopupCloseResponse422ErrorCode:
    if value in POPUP_CLOSE_RESPONSE_422_ERROR_CODE_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {POPUP_CLOSE_RESPONSE_422_ERROR_CODE_VALUES!r}")
