from typing import Literal

WalletSignOutResponse503ErrorCode = Literal['SERVICE_UNAVAILABLE']

WALLET_SIGN_OUT_RESPONSE_503_ERROR_CODE_VALUES: set[WalletSignOutResponse503ErrorCode] = { 'SERVICE_UNAVAILABLE',  }

def check_wallet_sign_out_response_503_error_code(value: str) -> WalletSignOutResponse503ErrorCode:
    if value in WALLET_SIGN_OUT_RESPONSE_503_ERROR_CODE_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {WALLET_SIGN_OUT_RESPONSE_503_ERROR_CODE_VALUES!r}")
