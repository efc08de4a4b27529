from typing import Literal

PopupFxQuoteResponse401ErrorCode = Literal['TOKEN_EXPIRED']

POPUP_FX_QUOTE_RESPONSE_401_ERROR_CODE_VALUES: set[PopupFxQuoteResponse401ErrorCode] = { 'TOKEN_EXPIRED',  }

def check_popup_fx_quote_response_401_error_code(value: str) -> PopupFxQuoteResponse401ErrorCode:
    if value in POPUP_FX_QUOTE_RESPONSE_401_ERROR_CODE_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {POPUP_FX_QUOTE_RESPONSE_401_ERROR_CODE_VALUES!r}")
