from typing import Literal

WalletShowTransferResponse500ErrorCode = Literal['SERVER_ERROR']

WALLET_SHOW_TRANSFER_RESPONSE_500_ERROR_CODE_VALUES: set[WalletShowTransferResponse500ErrorCode] = { 'SERVER_ERROR',  }

def check_wallet_show_transfer_response_500_error_code(value: str) -> WalletShowTransferResponse500ErrorCode:
    if value in WALLET_SHOW_TRANSFER_RESPONSE_500_ERROR_CODE_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {WALLET_SHOW_TRANSFER_RESPONSE_500_ERROR_CODE_VALUES!r}")
