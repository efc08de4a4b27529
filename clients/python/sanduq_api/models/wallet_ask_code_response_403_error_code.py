from typing import Literal

WalletAskCodeResponse403ErrorCode = Literal['FORBIDDEN', 'MERCHANT_NOT_APPROVED', 'MERCHANT_NOT_FOUND']

WALLET_ASK_CODE_RESPONSE_403_ERROR_CODE_VALUES: set[WalletAskCodeResponse403ErrorCode] = { 'FORBIDDEN', 'MERCHANT_NOT_APPROVED', 'MERCHANT_NOT_FOUND',  }

def check_wallet_ask_code_response_403_error_code(value: str) -> WalletAskCodeResponse403ErrorCode:
    if value in WALLET_ASK_CODE_RESPONSE_403_ERROR_CODE_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {WALLET_ASK_CODE_RESPONSE_403_ERROR_CODE_VALUES!r}")
