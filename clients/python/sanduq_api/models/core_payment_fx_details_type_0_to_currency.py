from typing import Literal

CorePaymentFxDetailsType0ToCurrency = Literal['IQD', 'USD']

CORE_PAYMENT_FX_DETAILS_TYPE_0_TO_CURRENCY_VALUES: set[CorePaymentFxDetailsType0ToCurrency] = { 'IQD', 'USD',  }

def check_core_payment_fx_details_type_0_to_currency(value: str) -> CorePaymentFxDetailsType0ToCurrency:
    if value in CORE_PAYMENT_FX_DETAILS_TYPE_0_TO_CURRENCY_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {CORE_PAYMENT_FX_DETAILS_TYPE_0_TO_CURRENCY_VALUES!r}")
