from typing import Literal

WalletCashOutBodyMethod = Literal['agent', 'bank_account', 'card']

WALLET_CASH_OUT_BODY_METHOD_VALUES: set[WalletCashOutBodyMethod] = { 'agent', 'bank_account', 'card',  }

def check_wallet_cash_out_body_method(value: str) -> WalletCashOutBodyMethod:
    if value in WALLET_CASH_OUT_BODY_METHOD_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {WALLET_CASH_OUT_BODY_METHOD_VALUES!r}")
