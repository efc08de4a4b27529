from typing import Literal

WalletStatementCurrencyType1 = Literal['IQD', 'USD']

WALLET_STATEMENT_CURRENCY_TYPE_1_VALUES: set[WalletStatementCurrencyType1] = { 'IQD', 'USD',  }

def check_wallet_statement_currency_type_1(value: str) -> WalletStatementCurrencyType1:
    if value in WALLET_STATEMENT_CURRENCY_TYPE_1_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {WALLET_STATEMENT_CURRENCY_TYPE_1_VALUES!r}")
