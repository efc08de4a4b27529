from typing import Literal

QrChargeCurrency = Literal['IQD', 'USD']

QR_CHARGE_CURRENCY_VALUES: set[QrChargeCurrency] = { 'IQD', 'USD',  }

def check_qr_charge_currency(value: str) -> QrChargeCurrency:
    if value in QR_CHARGE_CURRENCY_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {QR_CHARGE_CURRENCY_VALUES!r}")
