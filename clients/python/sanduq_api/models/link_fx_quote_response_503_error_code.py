from typing import Literal

LinkFxQuoteResponse503ErrorCode = Literal['SERVICE_UNAVAILABLE']

LINK_FX_QUOTE_RESPONSE_503_ERROR_CODE_VALUES: set[LinkFxQuoteResponse503ErrorCode] = { 'SERVICE_UNAVAILABLE',  }

def check_link_fx_quote_response_503_error_code(value: str) -> LinkFxQuoteResponse503ErrorCode:
    if value in LINK_FX_QUOTE_RESPONSE_503_ERROR_CODE_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {LINK_FX_QUOTE_RESPONSE_503_ERROR_CODE_VALUES!r}")
