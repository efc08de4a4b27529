from typing import Literal

WalletTransactionsCurrencyType1 = Literal['iqD', 'iQd', 'IqD', 'iQD', 'IQd', 'Iqd', 'IQD', 'iqd', 'usd', 'uSD', 'UsD', 'USd', 'uSd', 'Usd', 'usD', 'USD']

WALLET_TRANSACTIONS_CURRENCY_TYPE_1_VALUES: set[WalletTransactionsCurrencyType1] = { 'iqD', 'iQd', 'IqD', 'iQD', 'IQd', 'Iqd', 'IQD', 'iqd', 'usd', 'uSD', 'UsD', 'USd', 'uSd', 'Usd', 'usD', 'USD',  }

def check_wallet_transactions_currency_type_1(value: str) -> WalletTransactionsCurrencyType1:
    if value in WALLET_TRANSACTIONS_CURRENCY_TYPE_1_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {WALLET_TRANSACTIONS_CURRENCY_TYPE_1_VALUES!r}")
