from typing import Literal

WalletShowResponse503ErrorCode = Literal['SERVICE_UNAVAILABLE']

WALLET_SHOW_RESPONSE_503_ERROR_CODE_VALUES: set[WalletShowResponse503ErrorCode] = { 'SERVICE_UNAVAILABLE',  }

def check_wallet_show_response_503_error_code(value: str) -> WalletShowResponse503ErrorCode:
    if value in WALLET_SHOW_RESPONSE_503_ERROR_CODE_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {WALLET_SHOW_RESPONSE_503_ERROR_CODE_VALUES!r}")
