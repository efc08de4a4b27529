from typing import Literal

WalletRefreshResponse500ErrorCode = Literal['SERVER_ERROR']

WALLET_REFRESH_RESPONSE_500_ERROR_CODE_VALUES: set[WalletRefreshResponse500ErrorCode] = { 'SERVER_ERROR',  }

def check_wallet_refresh_response_500_error_code(value: str) -> WalletRefreshResponse500ErrorCode:
    if value in WALLET_REFRESH_RESPONSE_500_ERROR_CODE_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {WALLET_REFRESH_RESPONSE_500_ERROR_CODE_VALUES!r}")
