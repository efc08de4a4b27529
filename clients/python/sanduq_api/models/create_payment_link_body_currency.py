from typing import Literal

CreatePaymentLinkBodyCurrency = Literal['iqD', 'iQd', 'IqD', 'iQD', 'IQd', 'Iqd', 'IQD', 'iqd', 'usd', 'uSD', 'UsD', 'USd', 'uSd', 'Usd', 'usD', 'USD']

CREATE_PAYMENT_LINK_BODY_CURRENCY_VALUES: set[CreatePaymentLinkBodyCurrency] = { 'iqD', 'iQd', 'IqD', 'iQD', 'IQd', 'Iqd', 'IQD', 'iqd', 'usd', 'uSD', 'UsD', 'USd', 'uSd', 'Usd', 'usD', 'USD',  }

def check_create_payment_link_body_currency(value: str) -> CreatePaymentLinkBodyCurrency:
    if value in CREATE_PAYMENT_LINK_BODY_CURRENCY_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {CREATE_PAYMENT_LINK_BODY_CURRENCY_VALUES!r}")
