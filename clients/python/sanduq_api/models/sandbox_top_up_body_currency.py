from typing import Literal

SandboxTopUpBodyCurrency = Literal['IQD', 'USD']

SANDBOX_TOP_UP_BODY_CURRENCY_VALUES: set[SandboxTopUpBodyCurrency] = { 'IQD', 'USD',  }

def check_sandbox_top_up_body_currency(value: str) -> SandboxTopUpBodyCurrency:
    if value in SANDBOX_TOP_UP_BODY_CURRENCY_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {SANDBOX_TOP_UP_BODY_CURRENCY_VALUES!r}")
