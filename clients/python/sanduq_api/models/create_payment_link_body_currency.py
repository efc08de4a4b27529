from typing import Literal

CreatePaymentLinkBodyCurrency = Literal['IQd', 'iqD', 'IQD', 'Iqd', 'IqD', 'iQd', 'iQD', 'iqd', 'USD', 'uSd', 'usd', 'Usd', 'usD', 'uSD', 'USd', 'UsD']

CREATE_PAYMENT_LINK_BODY_CURRENCY_VALUES: set[CreatePaymentLinkBodyCurrency] = { 'IQd', 'iqD', 'IQD', 'Iqd', 'IqD', 'iQd', 'iQD', 'iqd', 'USD', 'uSd', 'usd', 'Usd', 'usD', 'uSD', 'USd', 'UsD',  }

def check_create_payment_link_body_currency(value: str) -> CreatePaymentLinkBodyCurrency:
    if value in CREATE_PAYMENT_LINK_BODY_CURRENCY_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {CREATE_PAYMENT_LINK_BODY_CURRENCY_VALUES!r}")
