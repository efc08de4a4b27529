from typing import Literal

EmbeddedPaymentFxDetailsType0FromCurrency = Literal['IQD', 'USD']

EMBEDDED_PAYMENT_FX_DETAILS_TYPE_0_FROM_CURRENCY_VALUES: set[EmbeddedPaymentFxDetailsType0FromCurrency] = { 'IQD', 'USD',  }

def check_embedded_payment_fx_details_type_0_from_currency(value: str) -> EmbeddedPaymentFxDetailsType0FromCurrency:
    if value in EMBEDDED_PAYMENT_FX_DETAILS_TYPE_0_FROM_CURRENCY_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {EMBEDDED_PAYMENT_FX_DETAILS_TYPE_0_FROM_CURRENCY_VALUES!r}")
