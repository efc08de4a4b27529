from typing import Literal

WalletAskCodeResponse500ErrorCode = Literal['SERVER_ERROR']

WALLET_ASK_CODE_RESPONSE_500_ERROR_CODE_VALUES: set[WalletAskCodeResponse500ErrorCode] = { 'SERVER_ERROR',  }

def check_wallet_ask_code_response_500_error_code(value: str) -> WalletAskCodeResponse500ErrorCode:
    if value in WALLET_ASK_CODE_RESPONSE_500_ERROR_CODE_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {WALLET_ASK_CODE_RESPONSE_500_ERROR_CODE_VALUES!r}")
