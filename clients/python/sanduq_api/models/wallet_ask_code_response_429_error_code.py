from typing import Literal

WalletAskCodeResponse429ErrorCode = Literal['RATE_LIMIT_EXCEEDED']

WALLET_ASK_CODE_RESPONSE_429_ERROR_CODE_VALUES: set[WalletAskCodeResponse429ErrorCode] = { 'RATE_LIMIT_EXCEEDED',  }

def check_wallet_ask_code_response_429_error_code(value: str) -> WalletAskCodeResponse429ErrorCode:
    if value in WALLET_ASK_CODE_RESPONSE_429_ERROR_CODE_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {WALLET_ASK_CODE_RESPONSE_429_ERROR_CODE_VALUES!r}")
