from typing import Literal

WalletShowResponse429ErrorCode = Literal['RATE_LIMIT_EXCEEDED']

WALLET_SHOW_RESPONSE_429_ERROR_CODE_VALUES: set[WalletShowResponse429ErrorCode] = { 'RATE_LIMIT_EXCEEDED',  }

def check_wallet_show_response_429_error_code(value: str) -> WalletShowResponse429ErrorCode:
    if value in WALLET_SHOW_RESPONSE_429_ERROR_CODE_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {WALLET_SHOW_RESPONSE_429_ERROR_CODE_VALUES!r}")
