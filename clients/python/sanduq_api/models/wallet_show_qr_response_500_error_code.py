from typing import Literal

WalletShowQrResponse500ErrorCode = Literal['SERVER_ERROR']

WALLET_SHOW_QR_RESPONSE_500_ERROR_CODE_VALUES: set[WalletShowQrResponse500ErrorCode] = { 'SERVER_ERROR',  }

def check_wallet_show_qr_response_500_error_code(value: str) -> WalletShowQrResponse500ErrorCode:
    if value in WALLET_SHOW_QR_RESPONSE_500_ERROR_CODE_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {WALLET_SHOW_QR_RESPONSE_500_ERROR_CODE_VALUES!r}")
