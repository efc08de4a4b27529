from typing import Literal

WalletAccountsItemCurrency = Literal['IQD', 'USD']

WALLET_ACCOUNTS_ITEM_CURRENCY_VALUES: set[WalletAccountsItemCurrency] = { 'IQD', 'USD',  }

def check_wallet_accounts_item_currency(value: str) -> WalletAccountsItemCurrency:
    if value in WALLET_ACCOUNTS_ITEM_CURRENCY_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {WALLET_ACCOUNTS_ITEM_CURRENCY_VALUES!r}")
