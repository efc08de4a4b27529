from typing import Literal

PopupCloseResponse401ErrorCode = Literal['TOKEN_EXPIRED']

POPUP_CLOSE_RESPONSE_401_ERROR_CODE_VALUES: set[PopupCloseResponse401ErrorCode] = { 'TOKEN_EXPIRED',  }

def check_popup_close_response_401_error_code(value: str) -> PopupCloseResponse401ErrorCode:
    if value in POPUP_CLOSE_RESPONSE_401_ERROR_CODE_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {POPUP_CLOSE_RESPONSE_401_ERROR_CODE_VALUES!r}")
