from typing import Literal

PopupFxQuoteResponse422ErrorCode = Literal['VALIDATION_ERROR']

POPUP_FX_QUOTE_RESPONSE_422_ERROR_CODE_VALUES: set[PopupFxQuoteResponse422ErrorCode] = { 'VALIDATION_ERROR',  }

def check_popup_fx_quote_response_422_error_code(value: str) -> PopupFxQuoteResponse422ErrorCode:
    if value in POPUP_FX_QUOTE_RESPONSE_422_ERROR_CODE_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {POPUP_FX_QUOTE_RESPONSE_422_ERROR_CODE_VALUES!r}")
