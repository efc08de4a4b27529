from typing import Literal

FxQuoteToCurrency = Literal['IQD', 'USD']

FX_QUOTE_TO_CURRENCY_VALUES: set[FxQuoteToCurrency] = { 'IQD', 'USD',  }

def check_fx_quote_to_currency(value: str) -> FxQuoteToCurrency:
    if value in FX_QUOTE_TO_CURRENCY_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {FX_QUOTE_TO_CURRENCY_VALUES!r}")
