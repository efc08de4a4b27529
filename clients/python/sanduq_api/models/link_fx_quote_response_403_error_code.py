from typing import Literal

LinkFxQuoteResponse403ErrorCode = Literal['MERCHANT_NOT_APPROVED']

LINK_FX_QUOTE_RESPONSE_403_ERROR_CODE_VALUES: set[LinkFxQuoteResponse403ErrorCode] = { 'MERCHANT_NOT_APPROVED',  }

def check_link_fx_quote_response_403_error_code(value: str) -> LinkFxQuoteResponse403ErrorCode:
    if value in LINK_FX_QUOTE_RESPONSE_403_ERROR_CODE_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {LINK_FX_QUOTE_RESPONSE_403_ERROR_CODE_VALUES!r}")
