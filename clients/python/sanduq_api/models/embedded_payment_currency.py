from typing import Literal

EmbeddedPaymentCurrency = Literal['IQD', 'USD']

EMBEDDED_PAYMENT_CURRENCY_VALUES: set[EmbeddedPaymentCurrency] = { 'IQD', 'USD',  }

def check_embedded_payment_currency(value: str) -> EmbeddedPaymentCurrency:
    if value in EMBEDDED_PAYMENT_CURRENCY_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {EMBEDDED_PAYMENT_CURRENCY_VALUES!r}")
