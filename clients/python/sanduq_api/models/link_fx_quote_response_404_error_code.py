from typing import Literal

LinkFxQuoteResponse404ErrorCode = Literal['NOT_FOUND', 'WALLET_NOT_FOUND']

LINK_FX_QUOTE_RESPONSE_404_ERROR_CODE_VALUES: set[LinkFxQuoteResponse404ErrorCode] = { 'NOT_FOUND', 'WALLET_NOT_FOUND',  }

def check_link_fx_quote_response_404_error_code(value: str) -> LinkFxQuoteResponse404ErrorCode:
    if value in LINK_FX_QUOTE_RESPONSE_404_ERROR_CODE_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {LINK_FX_QUOTE_RESPONSE_404_ERROR_CODE_VALUES!r}")
