from typing import Literal

PopupSetPinResponse500ErrorCode = Literal['SERVER_ERROR']

POPUP_SET_PIN_RESPONSE_500_ERROR_CODE_VALUES: set[PopupSetPinResponse500ErrorCode] = { 'SERVER_ERROR',  }

def check_popup_set_pin_response_500_error_code(value: str) -> PopupSetPinResponse500ErrorCode:
    if value in POPUP_SET_PIN_RESPONSE_500_ERROR_CODE_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {POPUP_SET_PIN_RESPONSE_500_ERROR_CODE_VALUES!r}")
