from typing import Literal

SandboxTopUpBodyCurrency = Literal['IQd', 'iqD', 'IQD', 'Iqd', 'IqD', 'iQd', 'iQD', 'iqd', 'USD', 'uSd', 'usd', 'Usd', 'usD', 'uSD', 'USd', 'UsD']

SANDBOX_TOP_UP_BODY_CURRENCY_VALUES: set[SandboxTopUpBodyCurrency] = { 'IQd', 'iqD', 'IQD', 'Iqd', 'IqD', 'iQd', 'iQD', 'iqd', 'USD', 'uSd', 'usd', 'Usd', 'usD', 'uSD', 'USd', 'UsD',  }

def check_sandbox_top_up_body_currency(value: str) -> SandboxTopUpBodyCurrency:
    if value in SANDBOX_TOP_UP_BODY_CURRENCY_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {SANDBOX_TOP_UP_BODY_CURRENCY_VALUES!r}")
