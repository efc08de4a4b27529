from typing import Literal

WalletLimitsTiersItemCurrency = Literal['IQD', 'USD']

WALLET_LIMITS_TIERS_ITEM_CURRENCY_VALUES: set[WalletLimitsTiersItemCurrency] = { 'IQD', 'USD',  }

def check_wallet_limits_tiers_item_currency(value: str) -> WalletLimitsTiersItemCurrency:
    if value in WALLET_LIMITS_TIERS_ITEM_CURRENCY_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {WALLET_LIMITS_TIERS_ITEM_CURRENCY_VALUES!r}")
