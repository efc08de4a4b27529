from typing import Literal

CreatePayoutBodyCurrency = Literal['iqD', 'iQd', 'IqD', 'iQD', 'IQd', 'Iqd', 'IQD', 'iqd', 'usd', 'uSD', 'UsD', 'USd', 'uSd', 'Usd', 'usD', 'USD']

CREATE_PAYOUT_BODY_CURRENCY_VALUES: set[CreatePayoutBodyCurrency] = { 'iqD', 'iQd', 'IqD', 'iQD', 'IQd', 'Iqd', 'IQD', 'iqd', 'usd', 'uSD', 'UsD', 'USd', 'uSd', 'Usd', 'usD', 'USD',  }

def check_create_payout_body_currency(value: str) -> CreatePayoutBodyCurrency:
    if value in CREATE_PAYOUT_BODY_CURRENCY_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {CREATE_PAYOUT_BODY_CURRENCY_VALUES!r}")
