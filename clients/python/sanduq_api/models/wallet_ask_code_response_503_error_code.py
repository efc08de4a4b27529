from typing import Literal

WalletAskCodeResponse503ErrorCode = Literal['SERVICE_UNAVAILABLE']

WALLET_ASK_CODE_RESPONSE_503_ERROR_CODE_VALUES: set[WalletAskCodeResponse503ErrorCode] = { 'SERVICE_UNAVAILABLE',  }

def check_wallet_ask_code_response_503_error_code(value: str) -> WalletAskCodeResponse503ErrorCode:
    if value in WALLET_ASK_CODE_RESPONSE_503_ERROR_CODE_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {WALLET_ASK_CODE_RESPONSE_503_ERROR_CODE_VALUES!r}")
