from typing import Literal

CreateCheckoutSessionBodyCurrency = Literal['iqD', 'iQd', 'IqD', 'iQD', 'IQd', 'Iqd', 'IQD', 'iqd', 'usd', 'uSD', 'UsD', 'USd', 'uSd', 'Usd', 'usD', 'USD']

CREATE_CHECKOUT_SESSION_BODY_CURRENCY_VALUES: set[CreateCheckoutSessionBodyCurrency] = { 'iqD', 'iQd', 'IqD', 'iQD', 'IQd', 'Iqd', 'IQD', 'iqd', 'usd', 'uSD', 'UsD', 'USd', 'uSd', 'Usd', 'usD', 'USD',  }

def check_create_checkout_session_body_currency(value: str) -> CreateCheckoutSessionBodyCurrency:
    if value in CREATE_CHECKOUT_SESSION_BODY_CURRENCY_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {CREATE_CHECKOUT_SESSION_BODY_CURRENCY_VALUES!r}")
