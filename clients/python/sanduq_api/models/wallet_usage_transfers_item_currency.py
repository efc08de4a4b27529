from typing import Literal

WalletUsageTransfersItemCurrency = Literal['IQD', 'USD']

WALLET_USAGE_TRANSFERS_ITEM_CURRENCY_VALUES: set[WalletUsageTransfersItemCurrency] = { 'IQD', 'USD',  }

def check_wallet_usage_transfers_item_currency(value: str) -> WalletUsageTransfersItemCurrency:
    if value in WALLET_USAGE_TRANSFERS_ITEM_CURRENCY_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {WALLET_USAGE_TRANSFERS_ITEM_CURRENCY_VALUES!r}")
