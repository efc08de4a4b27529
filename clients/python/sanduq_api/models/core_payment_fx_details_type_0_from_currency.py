from typing import Literal

CorePaymentFxDetailsType0FromCurrency = Literal['IQD', 'USD']

CORE_PAYMENT_FX_DETAILS_TYPE_0_FROM_CURRENCY_VALUES: set[CorePaymentFxDetailsType0FromCurrency] = { 'IQD', 'USD',  }

def check_core_payment_fx_details_type_0_from_currency(value: str) -> CorePaymentFxDetailsType0FromCurrency:
    if value in CORE_PAYMENT_FX_DETAILS_TYPE_0_FROM_CURRENCY_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {CORE_PAYMENT_FX_DETAILS_TYPE_0_FROM_CURRENCY_VALUES!r}")
