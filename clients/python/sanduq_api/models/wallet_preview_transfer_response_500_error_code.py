from typing import Literal

WalletPreviewTransferResponse500ErrorCode = Literal['SERVER_ERROR']

WALLET_PREVIEW_TRANSFER_RESPONSE_500_ERROR_CODE_VALUES: set[WalletPreviewTransferResponse500ErrorCode] = { 'SERVER_ERROR',  }

def check_wallet_preview_transfer_response_500_error_code(value: str) -> WalletPreviewTransferResponse500ErrorCode:
    if value in WALLET_PREVIEW_TRANSFER_RESPONSE_500_ERROR_CODE_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {WALLET_PREVIEW_TRANSFER_RESPONSE_500_ERROR_CODE_VALUES!r}")
