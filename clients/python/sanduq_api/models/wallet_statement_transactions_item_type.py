from typing import Literal

WalletStatementTransactionsItemType = Literal['cash_in', 'cash_out', 'cash_out_returned', 'exchange', 'payment', 'payment_released', 'refund', 'top_up', 'transfer_in', 'transfer_out']

WALLET_STATEMENT_TRANSACTIONS_ITEM_TYPE_VALUES: set[WalletStatementTransactionsItemType] = { 'cash_in', 'cash_out', 'cash_out_returned', 'exchange', 'payment', 'payment_released', 'refund', 'top_up', 'transfer_in', 'transfer_out',  }

def check_wallet_statement_transactions_item_type(value: str) -> WalletStatementTransactionsItemType:
    if value in WALLET_STATEMENT_TRANSACTIONS_ITEM_TYPE_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {WALLET_STATEMENT_TRANSACTIONS_ITEM_TYPE_VALUES!r}")
