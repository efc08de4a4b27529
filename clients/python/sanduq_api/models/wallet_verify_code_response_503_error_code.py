from typing import Literal

WalletVerifyCodeResponse503ErrorCode = Literal['SERVICE_UNAVAILABLE']

WALLET_VERIFY_CODE_RESPONSE_503_ERROR_CODE_VALUES: set[WalletVerifyCodeResponse503ErrorCode] = { 'SERVICE_UNAVAILABLE',  }

def check_wallet_verify_code_response_503_error_code(value: str) -> WalletVerifyCodeResponse503ErrorCode:
    if value in WALLET_VERIFY_CODE_RESPONSE_503_ERROR_CODE_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {WALLET_VERIFY_CODE_RESPONSE_503_ERROR_CODE_VALUES!r}")
