from typing import Literal

LinkFxQuoteResponse429ErrorCode = Literal['RATE_LIMIT_EXCEEDED']

LINK_FX_QUOTE_RESPONSE_429_ERROR_CODE_VALUES: set[LinkFxQuoteResponse429ErrorCode] = { 'RATE_LIMIT_EXCEEDED',  }

def check_link_fx_quote_response_429_error_code(value: str) -> LinkFxQuoteResponse429ErrorCode:
    if value in LINK_FX_QUOTE_RESPONSE_429_ERROR_CODE_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {LINK_FX_QUOTE_RESPONSE_429_ERROR_CODE_VALUES!r}")
