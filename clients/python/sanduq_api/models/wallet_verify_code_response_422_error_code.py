from typing import Literal

WalletVerifyCodeResponse422ErrorCode = Literal['VALIDATION_ERROR']

WALLET_VERIFY_CODE_RESPONSE_422_ERROR_CODE_VALUES: set[WalletVerifyCodeResponse422ErrorCode] = { 'VALIDATION_ERROR',  }

def check_wallet_verify_code_response_422_error_code(value: str) -> WalletVerifyCodeResponse422ErrorCode:
    if value in WALLET_VERIFY_CODE_RESPONSE_422_ERROR_CODE_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {WALLET_VERIFY_CODE_RESPONSE_422_ERROR_CODE_VALUES!r}")
