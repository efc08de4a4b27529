from typing import Literal

WalletPreviewTransferResponse404ErrorCode = Literal['RECIPIENT_NOT_FOUND']

WALLET_PREVIEW_TRANSFER_RESPONSE_404_ERROR_CODE_VALUES: set[WalletPreviewTransferResponse404ErrorCode] = { 'RECIPIENT_NOT_FOUND',  }

def check_wallet_preview_transfer_response_404_error_code(value: str) -> WalletPreviewTransferResponse404ErrorCode:
    if value in WALLET_PREVIEW_TRANSFER_RESPONSE_404_ERROR_CODE_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {WALLET_PREVIEW_TRANSFER_RESPONSE_404_ERROR_CODE_VALUES!r}")
