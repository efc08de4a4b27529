from typing import Literal

WalletSignOutResponse500ErrorCode = Literal['SERVER_ERROR']

WALLET_SIGN_OUT_RESPONSE_500_ERROR_CODE_VALUES: set[WalletSignOutResponse500ErrorCode] = { 'SERVER_ERROR',  }

def check_wallet_sign_out_response_500_error_code(value: str) -> WalletSignOutResponse500ErrorCode:
    if value in WALLET_SIGN_OUT_RESPONSE_500_ERROR_CODE_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {WALLET_SIGN_OUT_RESPONSE_500_ERROR_CODE_VALUES!r}")
