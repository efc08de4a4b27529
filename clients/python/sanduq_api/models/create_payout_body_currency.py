from typing import Literal

CreatePayoutBodyCurrency = Literal['IQD', 'USD']

CREATE_PAYOUT_BODY_CURRENCY_VALUES: set[CreatePayoutBodyCurrency] = { 'IQD', 'USD',  }

def check_create_payout_body_currency(value: str) -> CreatePayoutBodyCurrency:
    if value in CREATE_PAYOUT_BODY_CURRENCY_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {CREATE_PAYOUT_BODY_CURRENCY_VALUES!r}")
