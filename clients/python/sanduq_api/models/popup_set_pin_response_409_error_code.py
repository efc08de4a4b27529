from typing import Literal

PopupSetPinResponse409ErrorCode = Literal['WALLET_BUSY']

POPUP_SET_PIN_RESPONSE_409_ERROR_CODE_VALUES: set[PopupSetPinResponse409ErrorCode] = { 'WALLET_BUSY',  }

def check_popup_set_pin_response_409_error_code(value: str) -> PopupSetPinResponse409ErrorCode:
    if value in POPUP_SET_PIN_RESPONSE_409_ERROR_CODE_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {POPUP_SET_PIN_RESPONSE_409_ERROR_CODE_VALUES!r}")
