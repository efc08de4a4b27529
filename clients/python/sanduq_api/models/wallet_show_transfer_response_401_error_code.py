from typing import Literal

WalletShowTransferResponse401ErrorCode = Literal['TOKEN_EXPIRED']

WALLET_SHOW_TRANSFER_RESPONSE_401_ERROR_CODE_VALUES: set[WalletShowTransferResponse401ErrorCode] = { 'TOKEN_EXPIRED',  }

def check_wallet_show_transfer_response_401_error_code(value: str) -> WalletShowTransferResponse401ErrorCode:
    if value in WALLET_SHOW_TRANSFER_RESPONSE_401_ERROR_CODE_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {WALLET_SHOW_TRANSFER_RESPONSE_401_ERROR_CODE_VALUES!r}")
