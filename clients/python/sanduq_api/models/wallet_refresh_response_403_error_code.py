from typing import Literal

WalletRefreshResponse403ErrorCode = Literal['FORBIDDEN', 'MERCHANT_NOT_APPROVED', 'MERCHANT_NOT_FOUND']

WALLET_REFRESH_RESPONSE_403_ERROR_CODE_VALUES: set[WalletRefreshResponse403ErrorCode] = { 'FORBIDDEN', 'MERCHANT_NOT_APPROVED', 'MERCHANT_NOT_FOUND',  }

def check_wallet_refresh_response_403_error_code(value: str) -> WalletRefreshResponse403ErrorCode:
    if value in WALLET_REFRESH_RESPONSE_403_ERROR_CODE_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {WALLET_REFRESH_RESPONSE_403_ERROR_CODE_VALUES!r}")
