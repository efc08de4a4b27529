from typing import Literal

WalletShowResponse404ErrorCode = Literal['WALLET_NOT_FOUND']

WALLET_SHOW_RESPONSE_404_ERROR_CODE_VALUES: set[WalletShowResponse404ErrorCode] = { 'WALLET_NOT_FOUND',  }

def check_wallet_show_response_404_error_code(value: str) -> WalletShowResponse404ErrorCode:
    if value in WALLET_SHOW_RESPONSE_404_ERROR_CODE_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {WALLET_SHOW_RESPONSE_404_ERROR_CODE_VALUES!r}")
