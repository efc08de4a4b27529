from typing import Literal

WalletShowQrResponse404ErrorCode = Literal['NOT_FOUND']

WALLET_SHOW_QR_RESPONSE_404_ERROR_CODE_VALUES: set[WalletShowQrResponse404ErrorCode] = { 'NOT_FOUND',  }

def check_wallet_show_qr_response_404_error_code(value: str) -> WalletShowQrResponse404ErrorCode:
    if value in WALLET_SHOW_QR_RESPONSE_404_ERROR_CODE_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {WALLET_SHOW_QR_RESPONSE_404_ERROR_CODE_VALUES!r}")
