from typing import Literal

WalletVerifyCodeResponse403ErrorCode = Literal['FORBIDDEN', 'MERCHANT_NOT_APPROVED', 'MERCHANT_NOT_FOUND']

WALLET_VERIFY_CODE_RESPONSE_403_ERROR_CODE_VALUES: set[WalletVerifyCodeResponse403ErrorCode] = { 'FORBIDDEN', 'MERCHANT_NOT_APPROVED', 'MERCHANT_NOT_FOUND',  }

def check_wallet_verify_code_response_403_error_code(value: str) -> WalletVerifyCodeResponse403ErrorCode:
    if value in WALLET_VERIFY_CODE_RESPONSE_403_ERROR_CODE_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {WALLET_VERIFY_CODE_RESPONSE_403_ERROR_CODE_VALUES!r}")
