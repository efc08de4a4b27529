from typing import Literal

CreatePaymentLinkBodyCurrency = Literal['IQD', 'USD']

CREATE_PAYMENT_LINK_BODY_CURRENCY_VALUES: set[CreatePaymentLinkBodyCurrency] = { 'IQD', 'USD',  }

def check_create_payment_link_body_currency(value: str) -> CreatePaymentLinkBodyCurrency:
    if value in CREATE_PAYMENT_LINK_BODY_CURRENCY_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {CREATE_PAYMENT_LINK_BODY_CURRENCY_VALUES!r}")
