from typing import Literal

WalletQrCurrency = Literal['IQD', 'USD']

WALLET_QR_CURRENCY_VALUES: set[WalletQrCurrency] = { 'IQD', 'USD',  }

def check_wallet_qr_currency(value: str) -> WalletQrCurrency:
    if value in WALLET_QR_CURRENCY_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {WALLET_QR_CURRENCY_VALUES!r}")
