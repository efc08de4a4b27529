from typing import Literal

WalletPreviewTransferResponse401ErrorCode = Literal['TOKEN_EXPIRED']

WALLET_PREVIEW_TRANSFER_RESPONSE_401_ERROR_CODE_VALUES: set[WalletPreviewTransferResponse401ErrorCode] = { 'TOKEN_EXPIRED',  }

def check_wallet_preview_transfer_response_401_error_code(value: str) -> WalletPreviewTransferResponse401ErrorCode:
    if value in WALLET_PREVIEW_TRANSFER_RESPONSE_401_ERROR_CODE_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {WALLET_PREVIEW_TRANSFER_RESPONSE_401_ERROR_CODE_VALUES!r}")
