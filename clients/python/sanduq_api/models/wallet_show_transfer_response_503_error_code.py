from typing import Literal

WalletShowTransferResponse503ErrorCode = Literal['SERVICE_UNAVAILABLE']

WALLET_SHOW_TRANSFER_RESPONSE_503_ERROR_CODE_VALUES: set[WalletShowTransferResponse503ErrorCode] = { 'SERVICE_UNAVAILABLE',  }

def check_wallet_show_transfer_response_503_error_code(value: str) -> WalletShowTransferResponse503ErrorCode:
    if value in WALLET_SHOW_TRANSFER_RESPONSE_503_ERROR_CODE_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {WALLET_SHOW_TRANSFER_RESPONSE_503_ERROR_CODE_VALUES!r}")
