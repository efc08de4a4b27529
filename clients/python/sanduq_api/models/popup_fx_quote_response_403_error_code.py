from typing import Literal

PopupFxQuoteResponse403ErrorCode = Literal['MERCHANT_NOT_APPROVED']

POPUP_FX_QUOTE_RESPONSE_403_ERROR_CODE_VALUES: set[PopupFxQuoteResponse403ErrorCode] = { 'MERCHANT_NOT_APPROVED',  }

def check_popup_fx_quote_response_403_error_code(value: str) -> PopupFxQuoteResponse403ErrorCode:
    if value in POPUP_FX_QUOTE_RESPONSE_403_ERROR_CODE_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {POPUP_FX_QUOTE_RESPONSE_403_ERROR_CODE_VALUES!r}")
