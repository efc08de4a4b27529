from typing import Literal

QrPaidCurrency = Literal['IQD', 'USD']

QR_PAID_CURRENCY_VALUES: set[QrPaidCurrency] = { 'IQD', 'USD',  }

def check_qr_paid_currency(value: str) -> QrPaidCurrency:
    if value in QR_PAID_CURRENCY_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {QR_PAID_CURRENCY_VALUES!r}")
