from typing import Literal

WalletSignOutResponse403ErrorCode = Literal['FORBIDDEN', 'MERCHANT_NOT_APPROVED']

WALLET_SIGN_OUT_RESPONSE_403_ERROR_CODE_VALUES: set[WalletSignOutResponse403ErrorCode] = { 'FORBIDDEN', 'MERCHANT_NOT_APPROVED',  }

def check_wallet_sign_out_response_403_error_code(value: str) -> WalletSignOutResponse403ErrorCode:
    if value in WALLET_SIGN_OUT_RESPONSE_403_ERROR_CODE_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {WALLET_SIGN_OUT_RESPONSE_403_ERROR_CODE_VALUES!r}")
