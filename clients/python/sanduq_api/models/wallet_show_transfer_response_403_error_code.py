from typing import Literal

WalletShowTransferResponse403ErrorCode = Literal['FORBIDDEN', 'MERCHANT_NOT_APPROVED']

WALLET_SHOW_TRANSFER_RESPONSE_403_ERROR_CODE_VALUES: set[WalletShowTransferResponse403ErrorCode] = { 'FORBIDDEN', 'MERCHANT_NOT_APPROVED',  }

def check_wallet_show_transfer_response_403_error_code(value: str) -> WalletShowTransferResponse403ErrorCode:
    if value in WALLET_SHOW_TRANSFER_RESPONSE_403_ERROR_CODE_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {WALLET_SHOW_TRANSFER_RESPONSE_403_ERROR_CODE_VALUES!r}")
