from typing import Literal

PaymentRowCurrency = Literal['IQD', 'USD']

PAYMENT_ROW_CURRENCY_VALUES: set[PaymentRowCurrency] = { 'IQD', 'USD',  }

def check_payment_row_currency(value: str) -> PaymentRowCurrency:
    if value in PAYMENT_ROW_CURRENCY_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {PAYMENT_ROW_CURRENCY_VALUES!r}")
