from typing import Literal

WalletTransactionsCurrencyType2Type1 = Literal['IQd', 'iqD', 'IQD', 'Iqd', 'IqD', 'iQd', 'iQD', 'iqd', 'USD', 'uSd', 'usd', 'Usd', 'usD', 'uSD', 'USd', 'UsD']

WALLET_TRANSACTIONS_CURRENCY_TYPE_2_TYPE_1_VALUES: set[WalletTransactionsCurrencyType2Type1] = { 'IQd', 'iqD', 'IQD', 'Iqd', 'IqD', 'iQd', 'iQD', 'iqd', 'USD', 'uSd', 'usd', 'Usd', 'usD', 'uSD', 'USd', 'UsD',  }

def check_wallet_transactions_currency_type_2_type_1(value: str) -> WalletTransactionsCurrencyType2Type1:
    if value in WALLET_TRANSACTIONS_CURRENCY_TYPE_2_TYPE_1_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {WALLET_TRANSACTIONS_CURRENCY_TYPE_2_TYPE_1_VALUES!r}")
