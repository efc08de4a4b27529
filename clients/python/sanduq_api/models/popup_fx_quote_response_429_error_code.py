from typing import Literal

PopupFxQuoteResponse429ErrorCode = Literal['RATE_LIMIT_EXCEEDED']

POPUP_FX_QUOTE_RESPONSE_429_ERROR_CODE_VALUES: set[PopupFxQuoteResponse429ErrorCode] = { 'RATE_LIMIT_EXCEEDED',  }

def check_popup_fx_quote_response_429_error_code(value: str) -> PopupFxQuoteResponse429ErrorCode:
    if value in POPUP_FX_QUOTE_RESPONSE_429_ERROR_CODE_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {POPUP_FX_QUOTE_RESPONSE_429_ERROR_CODE_VALUES!r}")
