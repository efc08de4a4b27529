from typing import Literal

PopupCloseResponse409ErrorCode = Literal['WALLET_BUSY']

POPUP_CLOSE_RESPONSE_409_ERROR_CODE_VALUES: set[PopupCloseResponse409ErrorCode] = { 'WALLET_BUSY',  }

def check_popup_close_response_409_error_code(value: str) -> PopupCloseResponse409ErrorCode:
    if value in POPUP_CLOSE_RESPONSE_409_ERROR_CODE_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {POPUP_CLOSE_RESPONSE_409_ERROR_CODE_VALUES!r}")
