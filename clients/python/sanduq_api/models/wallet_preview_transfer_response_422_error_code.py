from typing import Literal

WalletPreviewTransferResponse422ErrorCode = Literal['RECIPIENT_UNAVAILABLE', 'SELF_TRANSFER_NOT_ALLOWED', 'UNSUPPORTED_CURRENCY', 'VALIDATION_ERROR']

WALLET_PREVIEW_TRANSFER_RESPONSE_422_ERROR_CODE_VALUES: set[WalletPreviewTransferResponse422ErrorCode] = { 'RECIPIENT_UNAVAILABLE', 'SELF_TRANSFER_NOT_ALLOWED', 'UNSUPPORTED_CURRENCY', 'VALIDATION_ERROR',  }

def check_wallet_preview_transfer_response_422_error_code(value: str) -> WalletPreviewTransferResponse422ErrorCode:
    if value in WALLET_PREVIEW_TRANSFER_RESPONSE_422_ERROR_CODE_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {WALLET_PREVIEW_TRANSFER_RESPONSE_422_ERROR_CODE_VALUES!r}")
