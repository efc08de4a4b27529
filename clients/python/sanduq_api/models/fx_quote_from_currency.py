from typing import Literal

FxQuoteFromCurrency = Literal['IQD', 'USD']

FX_QUOTE_FROM_CURRENCY_VALUES: set[FxQuoteFromCurrency] = { 'IQD', 'USD',  }

def check_fx_quote_from_currency(value: str) -> FxQuoteFromCurrency:
    if value in FX_QUOTE_FROM_CURRENCY_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {FX_QUOTE_FROM_CURRENCY_VALUES!r}")
