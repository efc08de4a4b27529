from typing import Literal

PopupFxQuoteResponse404ErrorCode = Literal['NOT_FOUND']

POPUP_FX_QUOTE_RESPONSE_404_ERROR_CODE_VALUES: set[PopupFxQuoteResponse404ErrorCode] = { 'NOT_FOUND',  }

def check_popup_fx_quote_response_404_error_code(value: str) -> PopupFxQuoteResponse404ErrorCode:
    if value in POPUP_FX_QUOTE_RESPONSE_404_ERROR_CODE_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {POPUP_FX_QUOTE_RESPONSE_404_ERROR_CODE_VALUES!r}")
