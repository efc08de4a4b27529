from typing import Literal

FxQuoteStatus = Literal['executed', 'open']

FX_QUOTE_STATUS_VALUES: set[FxQuoteStatus] = { 'executed', 'open',  }

def check_fx_quote_status(value: str) -> FxQuoteStatus:
    if value in FX_QUOTE_STATUS_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {FX_QUOTE_STATUS_VALUES!r}")
