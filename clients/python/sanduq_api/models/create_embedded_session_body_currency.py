from typing import Literal

CreateEmbeddedSessionBodyCurrency = Literal['IQD', 'USD']

CREATE_EMBEDDED_SESSION_BODY_CURRENCY_VALUES: set[CreateEmbeddedSessionBodyCurrency] = { 'IQD', 'USD',  }

def check_create_embedded_session_body_currency(value: str) -> CreateEmbeddedSessionBodyCurrency:
    if value in CREATE_EMBEDDED_SESSION_BODY_CURRENCY_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {CREATE_EMBEDDED_SESSION_BODY_CURRENCY_VALUES!r}")
