from typing import Literal

PaymentFxDetailsType0FromCurrency = Literal['IQD', 'USD']

PAYMENT_FX_DETAILS_TYPE_0_FROM_CURRENCY_VALUES: set[PaymentFxDetailsType0FromCurrency] = { 'IQD', 'USD',  }

def check_payment_fx_details_type_0_from_currency(value: str) -> PaymentFxDetailsType0FromCurrency:
    if value in PAYMENT_FX_DETAILS_TYPE_0_FROM_CURRENCY_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {PAYMENT_FX_DETAILS_TYPE_0_FROM_CURRENCY_VALUES!r}")
