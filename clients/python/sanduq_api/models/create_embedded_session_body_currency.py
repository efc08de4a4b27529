from typing import Literal

CreateEmbeddedSessionBodyCurrency = Literal['IQd', 'iqD', 'IQD', 'Iqd', 'IqD', 'iQd', 'iQD', 'iqd', 'USD', 'uSd', 'usd', 'Usd', 'usD', 'uSD', 'USd', 'UsD']

CREATE_EMBEDDED_SESSION_BODY_CURRENCY_VALUES: set[CreateEmbeddedSessionBodyCurrency] = { 'IQd', 'iqD', 'IQD', 'Iqd', 'IqD', 'iQd', 'iQD', 'iqd', 'USD', 'uSd', 'usd', 'Usd', 'usD', 'uSD', 'USd', 'UsD',  }

def check_create_embedded_session_body_currency(value: str) -> CreateEmbeddedSessionBodyCurrency:
    if value in CREATE_EMBEDDED_SESSION_BODY_CURRENCY_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {CREATE_EMBEDDED_SESSION_BODY_CURRENCY_VALUES!r}")
