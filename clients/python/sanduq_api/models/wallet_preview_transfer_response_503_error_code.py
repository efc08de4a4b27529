from typing import Literal

WalletPreviewTransferResponse503ErrorCode = Literal['SERVICE_UNAVAILABLE']

WALLET_PREVIEW_TRANSFER_RESPONSE_503_ERROR_CODE_VALUES: set[WalletPreviewTransferResponse503ErrorCode] = { 'SERVICE_UNAVAILABLE',  }

def check_wallet_preview_transfer_response_503_error_code(value: str) -> WalletPreviewTransferResponse503ErrorCode:
    if value in WALLET_PREVIEW_TRANSFER_RESPONSE_503_ERROR_CODE_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {WALLET_PREVIEW_TRANSFER_RESPONSE_503_ERROR_CODE_VALUES!r}")
