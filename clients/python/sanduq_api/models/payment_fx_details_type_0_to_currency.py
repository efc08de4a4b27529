from typing import Literal

PaymentFxDetailsType0ToCurrency = Literal['IQD', 'USD']

PAYMENT_FX_DETAILS_TYPE_0_TO_CURRENCY_VALUES: set[PaymentFxDetailsType0ToCurrency] = { 'IQD', 'USD',  }

def check_payment_fx_details_type_0_to_currency(value: str) -> PaymentFxDetailsType0ToCurrency:
    if value in PAYMENT_FX_DETAILS_TYPE_0_TO_CURRENCY_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {PAYMENT_FX_DETAILS_TYPE_0_TO_CURRENCY_VALUES!r}")
