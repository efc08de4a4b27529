from typing import Literal

WalletRefreshResponse429ErrorCode = Literal['RATE_LIMIT_EXCEEDED']

WALLET_REFRESH_RESPONSE_429_ERROR_CODE_VALUES: set[WalletRefreshResponse429ErrorCode] = { 'RATE_LIMIT_EXCEEDED',  }

def check_wallet_refresh_response_429_error_code(value: str) -> WalletRefreshResponse429ErrorCode:
    if value in WALLET_REFRESH_RESPONSE_429_ERROR_CODE_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {WALLET_REFRESH_RESPONSE_429_ERROR_CODE_VALUES!r}")
