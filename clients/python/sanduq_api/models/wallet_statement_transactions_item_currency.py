from typing import Literal

WalletStatementTransactionsItemCurrency = Literal['IQD', 'USD']

WALLET_STATEMENT_TRANSACTIONS_ITEM_CURRENCY_VALUES: set[WalletStatementTransactionsItemCurrency] = { 'IQD', 'USD',  }

def check_wallet_statement_transactions_item_currency(value: str) -> WalletStatementTransactionsItemCurrency:
    if value in WALLET_STATEMENT_TRANSACTIONS_ITEM_CURRENCY_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {WALLET_STATEMENT_TRANSACTIONS_ITEM_CURRENCY_VALUES!r}")
