from typing import Literal

WalletVerifyCodeResponse404ErrorCode = Literal['NOT_FOUND', 'WALLET_NOT_FOUND']

WALLET_VERIFY_CODE_RESPONSE_404_ERROR_CODE_VALUES: set[WalletVerifyCodeResponse404ErrorCode] = { 'NOT_FOUND', 'WALLET_NOT_FOUND',  }

def check_wallet_verify_code_response_404_error_code(value: str) -> WalletVerifyCodeResponse404ErrorCode:
    if value in WALLET_VERIFY_CODE_RESPONSE_404_ERROR_CODE_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {WALLET_VERIFY_CODE_RESPONSE_404_ERROR_CODE_VALUES!r}")
