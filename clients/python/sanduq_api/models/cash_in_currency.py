from typing import Literal

CashInCurrency = Literal['IQD', 'USD']

CASH_IN_CURRENCY_VALUES: set[CashInCurrency] = { 'IQD', 'USD',  }

def check_cash_in_currency(value: str) -> CashInCurrency:
    if value in CASH_IN_CURRENCY_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {CASH_IN_CURRENCY_VALUES!r}")
