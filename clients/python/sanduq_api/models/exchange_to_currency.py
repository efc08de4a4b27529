from typing import Literal

ExchangeToCurrency = Literal['IQD', 'USD']

EXCHANGE_TO_CURRENCY_VALUES: set[ExchangeToCurrency] = { 'IQD', 'USD',  }

def check_exchange_to_currency(value: str) -> ExchangeToCurrency:
    if value in EXCHANGE_TO_CURRENCY_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {EXCHANGE_TO_CURRENCY_VALUES!r}")
