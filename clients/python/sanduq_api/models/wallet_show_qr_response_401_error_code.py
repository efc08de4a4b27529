from typing import Literal

WalletShowQrResponse401ErrorCode = Literal['TOKEN_EXPIRED']

WALLET_SHOW_QR_RESPONSE_401_ERROR_CODE_VALUES: set[WalletShowQrResponse401ErrorCode] = { 'TOKEN_EXPIRED',  }

def check_wallet_show_qr_response_401_error_code(value: str) -> WalletShowQrResponse401ErrorCode:
    if value in WALLET_SHOW_QR_RESPONSE_401_ERROR_CODE_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {WALLET_SHOW_QR_RESPONSE_401_ERROR_CODE_VALUES!r}")
