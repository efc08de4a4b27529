from typing import Literal

WalletVerifyCodeResponse500ErrorCode = Literal['SERVER_ERROR']

WALLET_VERIFY_CODE_RESPONSE_500_ERROR_CODE_VALUES: set[WalletVerifyCodeResponse500ErrorCode] = { 'SERVER_ERROR',  }

def check_wallet_verify_code_response_500_error_code(value: str) -> WalletVerifyCodeResponse500ErrorCode:
    if value in WALLET_VERIFY_CODE_RESPONSE_500_ERROR_CODE_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {WALLET_VERIFY_CODE_RESPONSE_500_ERROR_CODE_VALUES!r}")
