from typing import Literal

LinkFxQuoteResponse422ErrorCode = Literal['PAYMENT_EXPIRED', 'VALIDATION_ERROR']

LINK_FX_QUOTE_RESPONSE_422_ERROR_CODE_VALUES: set[LinkFxQuoteResponse422ErrorCode] = { 'PAYMENT_EXPIRED', 'VALIDATION_ERROR',  }

def check_link_fx_quote_response_422_error_code(value: str) -> LinkFxQuoteResponse422ErrorCode:
    if value in LINK_FX_QUOTE_RESPONSE_422_ERROR_CODE_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {LINK_FX_QUOTE_RESPONSE_422_ERROR_CODE_VALUES!r}")
