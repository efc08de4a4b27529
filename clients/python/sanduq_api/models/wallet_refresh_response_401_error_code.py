from typing import Literal

WalletRefreshResponse401ErrorCode = Literal['TOKEN_EXPIRED']

WALLET_REFRESH_RESPONSE_401_ERROR_CODE_VALUES: set[WalletRefreshResponse401ErrorCode] = { 'TOKEN_EXPIRED',  }

def check_wallet_refresh_response_401_error_code(value: str) -> WalletRefreshResponse401ErrorCode:
    if value in WALLET_REFRESH_RESPONSE_401_ERROR_CODE_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {WALLET_REFRESH_RESPONSE_401_ERROR_CODE_VALUES!r}")
