from typing import Literal

WalletCashOutBodyCurrency = Literal['IQd', 'iqD', 'IQD', 'Iqd', 'IqD', 'iQd', 'iQD', 'iqd', 'USD', 'uSd', 'usd', 'Usd', 'usD', 'uSD', 'USd', 'UsD']

WALLET_CASH_OUT_BODY_CURRENCY_VALUES: set[WalletCashOutBodyCurrency] = { 'IQd', 'iqD', 'IQD', 'Iqd', 'IqD', 'iQd', 'iQD', 'iqd', 'USD', 'uSd', 'usd', 'Usd', 'usD', 'uSD', 'USd', 'UsD',  }

def check_wallet_cash_out_body_currency(value: str) -> WalletCashOutBodyCurrency:
    if value in WALLET_CASH_OUT_BODY_CURRENCY_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {WALLET_CASH_OUT_BODY_CURRENCY_VALUES!r}")
