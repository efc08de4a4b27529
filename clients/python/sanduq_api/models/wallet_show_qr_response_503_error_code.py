from typing import Literal

WalletShowQrResponse503ErrorCode = Literal['SERVICE_UNAVAILABLE']

WALLET_SHOW_QR_RESPONSE_503_ERROR_CODE_VALUES: set[WalletShowQrResponse503ErrorCode] = { 'SERVICE_UNAVAILABLE',  }

def check_wallet_show_qr_response_503_error_code(value: str) -> WalletShowQrResponse503ErrorCode:
    if value in WALLET_SHOW_QR_RESPONSE_503_ERROR_CODE_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {WALLET_SHOW_QR_RESPONSE_503_ERROR_CODE_VALUES!r}")
