from typing import Literal

WalletCashOutBodyCurrency = Literal['IQD', 'USD']

WALLET_CASH_OUT_BODY_CURRENCY_VALUES: set[WalletCashOutBodyCurrency] = { 'IQD', 'USD',  }

def check_wallet_cash_out_body_currency(value: str) -> WalletCashOutBodyCurrency:
    if value in WALLET_CASH_OUT_BODY_CURRENCY_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {WALLET_CASH_OUT_BODY_CURRENCY_VALUES!r}")
