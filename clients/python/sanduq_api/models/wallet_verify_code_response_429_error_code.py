from typing import Literal

WalletVerifyCodeResponse429ErrorCode = Literal['RATE_LIMIT_EXCEEDED']

WALLET_VERIFY_CODE_RESPONSE_429_ERROR_CODE_VALUES: set[WalletVerifyCodeResponse429ErrorCode] = { 'RATE_LIMIT_EXCEEDED',  }

def check_wallet_verify_code_response_429_error_code(value: str) -> WalletVerifyCodeResponse429ErrorCode:
    if value in WALLET_VERIFY_CODE_RESPONSE_429_ERROR_CODE_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {WALLET_VERIFY_CODE_RESPONSE_429_ERROR_CODE_VALUES!r}")
