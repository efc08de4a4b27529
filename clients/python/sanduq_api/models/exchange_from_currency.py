from typing import Literal

ExchangeFromCurrency = Literal['IQD', 'USD']

EXCHANGE_FROM_CURRENCY_VALUES: set[ExchangeFromCurrency] = { 'IQD', 'USD',  }

def check_exchange_from_currency(value: str) -> ExchangeFromCurrency:
    if value in EXCHANGE_FROM_CURRENCY_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {EXCHANGE_FROM_CURRENCY_VALUES!r}")
