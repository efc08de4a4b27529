from typing import Literal

LinkFxQuoteResponse500ErrorCode = Literal['SERVER_ERROR']

LINK_FX_QUOTE_RESPONSE_500_ERROR_CODE_VALUES: set[LinkFxQuoteResponse500ErrorCode] = { 'SERVER_ERROR',  }

def check_link_fx_quote_response_500_error_code(value: str) -> LinkFxQuoteResponse500ErrorCode:
    if value in LINK_FX_QUOTE_RESPONSE_500_ERROR_CODE_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {LINK_FX_QUOTE_RESPONSE_500_ERROR_CODE_VALUES!r}")
