from typing import Literal

PopupFxQuoteResponse503ErrorCode = Literal['SERVICE_UNAVAILABLE']

POPUP_FX_QUOTE_RESPONSE_503_ERROR_CODE_VALUES: set[PopupFxQuoteResponse503ErrorCode] = { 'SERVICE_UNAVAILABLE',  }

def check_popup_fx_quote_response_503_error_code(value: str) -> PopupFxQuoteResponse503ErrorCode:
    if value in POPUP_FX_QUOTE_RESPONSE_503_ERROR_CODE_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {POPUP_FX_QUOTE_RESPONSE_503_ERROR_CODE_VALUES!r}")
