from typing import Literal

PaymentCurrency = Literal['IQD', 'USD']

PAYMENT_CURRENCY_VALUES: set[PaymentCurrency] = { 'IQD', 'USD',  }

def check_payment_currency(value: str) -> PaymentCurrency:
    if value in PAYMENT_CURRENCY_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {PAYMENT_CURRENCY_VALUES!r}")
