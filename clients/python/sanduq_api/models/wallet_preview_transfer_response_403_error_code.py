from typing import Literal

WalletPreviewTransferResponse403ErrorCode = Literal['FORBIDDEN', 'MERCHANT_NOT_APPROVED']

WALLET_PREVIEW_TRANSFER_RESPONSE_403_ERROR_CODE_VALUES: set[WalletPreviewTransferResponse403ErrorCode] = { 'FORBIDDEN', 'MERCHANT_NOT_APPROVED',  }

def check_wallet_preview_transfer_response_403_error_code(value: str) -> WalletPreviewTransferResponse403ErrorCode:
    if value in WALLET_PREVIEW_TRANSFER_RESPONSE_403_ERROR_CODE_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {WALLET_PREVIEW_TRANSFER_RESPONSE_403_ERROR_CODE_VALUES!r}")
