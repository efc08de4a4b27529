from typing import Literal

WalletFrozenType2Type1 = Literal['all', 'credits', 'debits']

WALLET_FROZEN_TYPE_2_TYPE_1_VALUES: set[WalletFrozenType2Type1] = { 'all', 'credits', 'debits',  }

def check_wallet_frozen_type_2_type_1(value: str) -> WalletFrozenType2Type1:
    if value in WALLET_FROZEN_TYPE_2_TYPE_1_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {WALLET_FROZEN_TYPE_2_TYPE_1_VALUES!r}")
