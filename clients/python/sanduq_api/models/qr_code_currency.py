from typing import Literal

QrCodeCurrency = Literal['IQD', 'USD']

QR_CODE_CURRENCY_VALUES: set[QrCodeCurrency] = { 'IQD', 'USD',  }

def check_qr_code_currency(value: str) -> QrCodeCurrency:
    if value in QR_CODE_CURRENCY_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {QR_CODE_CURRENCY_VALUES!r}")
