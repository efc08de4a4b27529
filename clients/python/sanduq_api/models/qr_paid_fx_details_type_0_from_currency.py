from typing import Literal

QrPaidFxDetailsType0FromCurrency = Literal['IQD', 'USD']

QR_PAID_FX_DETAILS_TYPE_0_FROM_CURRENCY_VALUES: set[QrPaidFxDetailsType0FromCurrency] = { 'IQD', 'USD',  }

def check_qr_paid_fx_details_type_0_from_currency(value: str) -> QrPaidFxDetailsType0FromCurrency:
    if value in QR_PAID_FX_DETAILS_TYPE_0_FROM_CURRENCY_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {QR_PAID_FX_DETAILS_TYPE_0_FROM_CURRENCY_VALUES!r}")
