from typing import Literal

CreatePayoutBodyCurrency = Literal['IQd', 'iqD', 'IQD', 'Iqd', 'IqD', 'iQd', 'iQD', 'iqd', 'USD', 'uSd', 'usd', 'Usd', 'usD', 'uSD', 'USd', 'UsD']

CREATE_PAYOUT_BODY_CURRENCY_VALUES: set[CreatePayoutBodyCurrency] = { 'IQd', 'iqD', 'IQD', 'Iqd', 'IqD', 'iQd', 'iQD', 'iqd', 'USD', 'uSd', 'usd', 'Usd', 'usD', 'uSD', 'USd', 'UsD',  }

def check_create_payout_body_currency(value: str) -> CreatePayoutBodyCurrency:
    if value in CREATE_PAYOUT_BODY_CURRENCY_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {CREATE_PAYOUT_BODY_CURRENCY_VALUES!r}")
