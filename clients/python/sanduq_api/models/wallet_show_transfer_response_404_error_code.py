from typing import Literal

WalletShowTransferResponse404ErrorCode = Literal['NOT_FOUND']

WALLET_SHOW_TRANSFER_RESPONSE_404_ERROR_CODE_VALUES: set[WalletShowTransferResponse404ErrorCode] = { 'NOT_FOUND',  }

def check_wallet_show_transfer_response_404_error_code(value: str) -> WalletShowTransferResponse404ErrorCode:
    if value in WALLET_SHOW_TRANSFER_RESPONSE_404_ERROR_CODE_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {WALLET_SHOW_TRANSFER_RESPONSE_404_ERROR_CODE_VALUES!r}")
