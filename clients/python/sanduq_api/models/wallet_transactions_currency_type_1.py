from typing import Literal

WalletTransactionsCurrencyType1 = Literal['IQD', 'USD']

WALLET_TRANSACTIONS_CURRENCY_TYPE_1_VALUES: set[WalletTransactionsCurrencyType1] = { 'IQD', 'USD',  }

def check_wallet_transactions_currency_type_1(value: str) -> WalletTransactionsCurrencyType1:
    if value in WALLET_TRANSACTIONS_CURRENCY_TYPE_1_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {WALLET_TRANSACTIONS_CURRENCY_TYPE_1_VALUES!r}")
