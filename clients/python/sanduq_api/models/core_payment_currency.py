from typing import Literal

CorePaymentCurrency = Literal['IQD', 'USD']

CORE_PAYMENT_CURRENCY_VALUES: set[CorePaymentCurrency] = { 'IQD', 'USD',  }

def check_core_payment_currency(value: str) -> CorePaymentCurrency:
    if value in CORE_PAYMENT_CURRENCY_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {CORE_PAYMENT_CURRENCY_VALUES!r}")
