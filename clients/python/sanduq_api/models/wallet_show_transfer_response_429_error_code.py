from typing import Literal

WalletShowTransferResponse429ErrorCode = Literal['RATE_LIMIT_EXCEEDED']

WALLET_SHOW_TRANSFER_RESPONSE_429_ERROR_CODE_VALUES: set[WalletShowTransferResponse429ErrorCode] = { 'RATE_LIMIT_EXCEEDED',  }

def check_wallet_show_transfer_response_429_error_code(value: str) -> WalletShowTransferResponse429ErrorCode:
    if value in WALLET_SHOW_TRANSFER_RESPONSE_429_ERROR_CODE_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {WALLET_SHOW_TRANSFER_RESPONSE_429_ERROR_CODE_VALUES!r}")
