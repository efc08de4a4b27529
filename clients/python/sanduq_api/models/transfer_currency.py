from typing import Literal

TransferCurrency = Literal['IQD', 'USD']

TRANSFER_CURRENCY_VALUES: set[TransferCurrency] = { 'IQD', 'USD',  }

def check_transfer_currency(value: str) -> TransferCurrency:
    if value in TRANSFER_CURRENCY_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {TRANSFER_CURRENCY_VALUES!r}")
