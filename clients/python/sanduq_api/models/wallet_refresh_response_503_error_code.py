from typing import Literal

WalletRefreshResponse503ErrorCode = Literal['SERVICE_UNAVAILABLE']

WALLET_REFRESH_RESPONSE_503_ERROR_CODE_VALUES: set[WalletRefreshResponse503ErrorCode] = { 'SERVICE_UNAVAILABLE',  }

def check_wallet_refresh_response_503_error_code(value: str) -> WalletRefreshResponse503ErrorCode:
    if value in WALLET_REFRESH_RESPONSE_503_ERROR_CODE_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {WALLET_REFRESH_RESPONSE_503_ERROR_CODE_VALUES!r}")
