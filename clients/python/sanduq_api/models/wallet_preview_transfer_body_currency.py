from typing import Literal

WalletPreviewTransferBodyCurrency = Literal['IQD', 'USD']

WALLET_PREVIEW_TRANSFER_BODY_CURRENCY_VALUES: set[WalletPreviewTransferBodyCurrency] = { 'IQD', 'USD',  }

def check_wallet_preview_transfer_body_currency(value: str) -> WalletPreviewTransferBodyCurrency:
    if value in WALLET_PREVIEW_TRANSFER_BODY_CURRENCY_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {WALLET_PREVIEW_TRANSFER_BODY_CURRENCY_VALUES!r}")
