from typing import Literal

CreateCheckoutSessionBodyCurrency = Literal['IQD', 'USD']

CREATE_CHECKOUT_SESSION_BODY_CURRENCY_VALUES: set[CreateCheckoutSessionBodyCurrency] = { 'IQD', 'USD',  }

def check_create_checkout_session_body_currency(value: str) -> CreateCheckoutSessionBodyCurrency:
    if value in CREATE_CHECKOUT_SESSION_BODY_CURRENCY_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {CREATE_CHECKOUT_SESSION_BODY_CURRENCY_VALUES!r}")
