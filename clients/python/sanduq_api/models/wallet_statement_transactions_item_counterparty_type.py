from typing import Literal

WalletStatementTransactionsItemCounterpartyType = Literal['merchant', 'own', 'sandbox', 'user']

WALLET_STATEMENT_TRANSACTIONS_ITEM_COUNTERPARTY_TYPE_VALUES: set[WalletStatementTransactionsItemCounterpartyType] = { 'merchant', 'own', 'sandbox', 'user',  }

def check_wallet_statement_transactions_item_counterparty_type(value: str) -> WalletStatementTransactionsItemCounterpartyType:
    if value in WALLET_STATEMENT_TRANSACTIONS_ITEM_COUNTERPARTY_TYPE_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {WALLET_STATEMENT_TRANSACTIONS_ITEM_COUNTERPARTY_TYPE_VALUES!r}")
