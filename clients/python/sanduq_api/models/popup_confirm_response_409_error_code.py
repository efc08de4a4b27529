from typing import Literal

PopupConfirmResponse409ErrorCode = Literal['WALLET_BUSY']

POPUP_CONFIRM_RESPONSE_409_ERROR_CODE_VALUES: set[PopupConfirmResponse409ErrorCode] = { 'WALLET_BUSY',  }

def check_popup_confirm_response_409_error_code(value: str) -> PopupConfirmResponse409ErrorCode:
    if value in POPUP_CONFIRM_RESPONSE_409_ERROR_CODE_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {POPUP_CONFIRM_RESPONSE_409_ERROR_CODE_VALUES!r}")
