from typing import Literal

WalletSignOutResponse429ErrorCode = Literal['RATE_LIMIT_EXCEEDED']

WALLET_SIGN_OUT_RESPONSE_429_ERROR_CODE_VALUES: set[WalletSignOutResponse429ErrorCode] = { 'RATE_LIMIT_EXCEEDED',  }

def check_wallet_sign_out_response_429_error_code(value: str) -> WalletSignOutResponse429ErrorCode:
    if value in WALLET_SIGN_OUT_RESPONSE_429_ERROR_CODE_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {WALLET_SIGN_OUT_RESPONSE_429_ERROR_CODE_VALUES!r}")
