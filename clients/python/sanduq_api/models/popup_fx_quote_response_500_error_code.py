from typing import Literal

PopupFxQuoteResponse500ErrorCode = Literal['SERVER_ERROR']

POPUP_FX_QUOTE_RESPONSE_500_ERROR_CODE_VALUES: set[PopupFxQuoteResponse500ErrorCode] = { 'SERVER_ERROR',  }

def check_popup_fx_quote_response_500_error_code(value: str) -> PopupFxQuoteResponse500ErrorCode:
    if value in POPUP_FX_QUOTE_RESPONSE_500_ERROR_CODE_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {POPUP_FX_QUOTE_RESPONSE_500_ERROR_CODE_VALUES!r}")
