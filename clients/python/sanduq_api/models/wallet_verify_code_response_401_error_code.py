from typing import Literal

WalletVerifyCodeResponse401ErrorCode = Literal['TOKEN_EXPIRED']

WALLET_VERIFY_CODE_RESPONSE_401_ERROR_CODE_VALUES: set[WalletVerifyCodeResponse401ErrorCode] = { 'TOKEN_EXPIRED',  }

def check_wallet_verify_code_response_401_error_code(value: str) -> WalletVerifyCodeResponse401ErrorCode:
    if value in WALLET_VERIFY_CODE_RESPONSE_401_ERROR_CODE_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {WALLET_VERIFY_CODE_RESPONSE_401_ERROR_CODE_VALUES!r}")
