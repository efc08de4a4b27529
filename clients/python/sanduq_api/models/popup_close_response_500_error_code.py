from typing import Literal

PopupCloseResponse500ErrorCode = Literal['SERVER_ERROR']

POPUP_CLOSE_RESPONSE_500_ERROR_CODE_VALUES: set[PopupCloseResponse500ErrorCode] = { 'SERVER_ERROR',  }

def check_popup_close_response_500_error_code(value: str) -> PopupCloseResponse500ErrorCode:
    if value in POPUP_CLOSE_RESPONSE_500_ERROR_CODE_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {POPUP_CLOSE_RESPONSE_500_ERROR_CODE_VALUES!r}")
