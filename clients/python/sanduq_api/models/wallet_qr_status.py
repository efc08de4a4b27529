from typing import Literal

WalletQrStatus = Literal['completed', 'expired', 'failed', 'pending']

WALLET_QR_STATUS_VALUES: set[WalletQrStatus] = { 'completed', 'expired', 'failed', 'pending',  }

def check_wallet_qr_status(value: str) -> WalletQrStatus:
    if value in WALLET_QR_STATUS_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {WALLET_QR_STATUS_VALUES!r}")
