from typing import Literal

PopupSetPinResponse401ErrorCode = Literal['TOKEN_EXPIRED']

POPUP_SET_PIN_RESPONSE_401_ERROR_CODE_VALUES: set[PopupSetPinResponse401ErrorCode] = { 'TOKEN_EXPIRED',  }

def check_popup_set_pin_response_401_error_code(value: str) -> PopupSetPinResponse401ErrorCode:
    if value in POPUP_SET_PIN_RESPONSE_401_ERROR_CODE_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {POPUP_SET_PIN_RESPONSE_401_ERROR_CODE_VALUES!r}")
