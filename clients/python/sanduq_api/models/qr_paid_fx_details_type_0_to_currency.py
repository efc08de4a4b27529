from typing import Literal

QrPaidFxDetailsType0ToCurrency = Literal['IQD', 'USD']

QR_PAID_FX_DETAILS_TYPE_0_TO_CURRENCY_VALUES: set[QrPaidFxDetailsType0ToCurrency] = { 'IQD', 'USD',  }

def check_qr_paid_fx_details_type_0_to_currency(value: str) -> QrPaidFxDetailsType0ToCurrency:
    if value in QR_PAID_FX_DETAILS_TYPE_0_TO_CURRENCY_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {QR_PAID_FX_DETAILS_TYPE_0_TO_CURRENCY_VALUES!r}")
