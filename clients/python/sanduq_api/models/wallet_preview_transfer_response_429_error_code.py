from typing import Literal

WalletPreviewTransferResponse429ErrorCode = Literal['RATE_LIMIT_EXCEEDED']

WALLET_PREVIEW_TRANSFER_RESPONSE_429_ERROR_CODE_VALUES: set[WalletPreviewTransferResponse429ErrorCode] = { 'RATE_LIMIT_EXCEEDED',  }

def check_wallet_preview_transfer_response_429_error_code(value: str) -> WalletPreviewTransferResponse429ErrorCode:
    if value in WALLET_PREVIEW_TRANSFER_RESPONSE_429_ERROR_CODE_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {WALLET_PREVIEW_TRANSFER_RESPONSE_429_ERROR_CODE_VALUES!r}")
