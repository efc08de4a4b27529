from typing import Literal

WalletSignOutResponse422ErrorCode = Literal['VALIDATION_ERROR']

WALLET_SIGN_OUT_RESPONSE_422_ERROR_CODE_VALUES: set[WalletSignOutResponse422ErrorCode] = { 'VALIDATION_ERROR',  }

def check_wallet_sign_out_response_422_error_code(value: str) -> WalletSignOutResponse422ErrorCode:
    if value in WALLET_SIGN_OUT_RESPONSE_422_ERROR_CODE_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {WALLET_SIGN_OUT_RESPONSE_422_ERROR_CODE_VALUES!r}")
