from typing import Literal

WalletSignOutResponse401ErrorCode = Literal['TOKEN_EXPIRED']

WALLET_SIGN_OUT_RESPONSE_401_ERROR_CODE_VALUES: set[WalletSignOutResponse401ErrorCode] = { 'TOKEN_EXPIRED',  }

def check_wallet_sign_out_response_401_error_code(value: str) -> WalletSignOutResponse401ErrorCode:
    if value in WALLET_SIGN_OUT_RESPONSE_401_ERROR_CODE_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {WALLET_SIGN_OUT_RESPONSE_401_ERROR_CODE_VALUES!r}")
