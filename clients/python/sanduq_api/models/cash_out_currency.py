from typing import Literal

CashOutCurrency = Literal['IQD', 'USD']

CASH_OUT_CURRENCY_VALUES: set[CashOutCurrency] = { 'IQD', 'USD',  }

def check_cash_out_currency(value: str) -> CashOutCurrency:
    if value in CASH_OUT_CURRENCY_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {CASH_OUT_CURRENCY_VALUES!r}")
