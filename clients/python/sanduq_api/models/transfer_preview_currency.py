from typing import Literal

TransferPreviewCurrency = Literal['IQD', 'USD']

TRANSFER_PREVIEW_CURRENCY_VALUES: set[TransferPreviewCurrency] = { 'IQD', 'USD',  }

def check_transfer_preview_currency(value: str) -> TransferPreviewCurrency:
    if value in TRANSFER_PREVIEW_CURRENCY_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {TRANSFER_PREVIEW_CURRENCY_VALUES!r}")
