from typing import Literal

CreateEmbeddedSessionBodyCurrency = Literal['iqD', 'iQd', 'IqD', 'iQD', 'IQd', 'Iqd', 'IQD', 'iqd', 'usd', 'uSD', 'UsD', 'USd', 'uSd', 'Usd', 'usD', 'USD']

CREATE_EMBEDDED_SESSION_BODY_CURRENCY_VALUES: set[CreateEmbeddedSessionBodyCurrency] = { 'iqD', 'iQd', 'IqD', 'iQD', 'IQd', 'Iqd', 'IQD', 'iqd', 'usd', 'uSD', 'UsD', 'USd', 'uSd', 'Usd', 'usD', 'USD',  }

def check_create_embedded_session_body_currency(value: str) -> CreateEmbeddedSessionBodyCurrency:
    if value in CREATE_EMBEDDED_SESSION_BODY_CURRENCY_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {CREATE_EMBEDDED_SESSION_BODY_CURRENCY_VALUES!r}")
