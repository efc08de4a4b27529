from typing import Literal

PopupCloseResponse404ErrorCode = Literal['NOT_FOUND']

POPUP_CLOSE_RESPONSE_404_ERROR_CODE_VALUES: set[PopupCloseResponse404ErrorCode] = { 'NOT_FOUND',  }

def check_popup_close_response_404_error_code(value: str) -> PopupCloseResponse404ErrorCode:
    if value in POPUP_CLOSE_RESPONSE_404_ERROR_CODE_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {POPUP_CLOSE_RESPONSE_404_ERROR_CODE_VALUES!r}")
