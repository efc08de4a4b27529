from typing import Literal

WalletStatementCurrencyType3Type1 = Literal['IQD', 'USD']

WALLET_STATEMENT_CURRENCY_TYPE_3_TYPE_1_VALUES: set[WalletStatementCurrencyType3Type1] = { 'IQD', 'USD',  }

def check_wallet_statement_currency_type_3_type_1(value: str) -> WalletStatementCurrencyType3Type1:
    if value in WALLET_STATEMENT_CURRENCY_TYPE_3_TYPE_1_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {WALLET_STATEMENT_CURRENCY_TYPE_3_TYPE_1_VALUES!r}")
