from typing import Literal

WalletShowResponse403ErrorCode = Literal['FORBIDDEN', 'MERCHANT_NOT_APPROVED']

WALLET_SHOW_RESPONSE_403_ERROR_CODE_VALUES: set[WalletShowResponse403ErrorCode] = { 'FORBIDDEN', 'MERCHANT_NOT_APPROVED',  }

def check_wallet_show_response_403_error_code(value: str) -> WalletShowResponse403ErrorCode:
    if value in WALLET_SHOW_RESPONSE_403_ERROR_CODE_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {WALLET_SHOW_RESPONSE_403_ERROR_CODE_VALUES!r}")
