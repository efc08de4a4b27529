from typing import Literal

WalletRefreshResponse422ErrorCode = Literal['VALIDATION_ERROR']

WALLET_REFRESH_RESPONSE_422_ERROR_CODE_VALUES: set[WalletRefreshResponse422ErrorCode] = { 'VALIDATION_ERROR',  }

def check_wallet_refresh_response_422_error_code(value: str) -> WalletRefreshResponse422ErrorCode:
    if value in WALLET_REFRESH_RESPONSE_422_ERROR_CODE_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {WALLET_REFRESH_RESPONSE_422_ERROR_CODE_VALUES!r}")
