from typing import Literal

EmbeddedCreatedCurrency = Literal['IQD', 'USD']

EMBEDDED_CREATED_CURRENCY_VALUES: set[EmbeddedCreatedCurrency] = { 'IQD', 'USD',  }

def check_embedded_created_currency(value: str) -> EmbeddedCreatedCurrency:
    if value in EMBEDDED_CREATED_CURRENCY_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {EMBEDDED_CREATED_CURRENCY_VALUES!r}")
