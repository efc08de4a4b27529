from typing import Literal

EmbeddedSessionCurrency = Literal['IQD', 'USD']

EMBEDDED_SESSION_CURRENCY_VALUES: set[EmbeddedSessionCurrency] = { 'IQD', 'USD',  }

def check_embedded_session_currency(value: str) -> EmbeddedSessionCurrency:
    if value in EMBEDDED_SESSION_CURRENCY_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {EMBEDDED_SESSION_CURRENCY_VALUES!r}")
