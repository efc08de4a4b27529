from typing import Literal

CashInBodyCurrency = Literal['IQD', 'USD']

CASH_IN_BODY_CURRENCY_VALUES: set[CashInBodyCurrency] = { 'IQD', 'USD',  }

def check_cash_in_body_currency(value: str) -> CashInBodyCurrency:
    if value in CASH_IN_BODY_CURRENCY_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {CASH_IN_BODY_CURRENCY_VALUES!r}")
