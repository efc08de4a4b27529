from typing import Literal

PopupSetPinResponse403ErrorCode = Literal['FORBIDDEN']

POPUP_SET_PIN_RESPONSE_403_ERROR_CODE_VALUES: set[PopupSetPinResponse403ErrorCode] = { 'FORBIDDEN',  }

def check_popup_set_pin_response_403_error_code(value: str) -> PopupSetPinResponse403ErrorCode:
    if value in POPUP_SET_PIN_RESPONSE_403_ERROR_CODE_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {POPUP_SET_PIN_RESPONSE_403_ERROR_CODE_VALUES!r}")
