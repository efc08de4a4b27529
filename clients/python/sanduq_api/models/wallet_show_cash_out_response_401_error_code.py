from typing import Literal

WalletShowCashOutResponse401ErrorCode = Literal['TOKEN_EXPIRED']

WALLET_SHOW_CASH_OUT_RESPONSE_401_ERROR_CODE_VALUES: set[WalletShowCashOutResponse401ErrorCode] = { 'TOKEN_EXPIRED',  }

def check_wallet_show_cash_out_response_401_error_code(value: str) -> WalletShowCashOutResponse401ErrorCode:
    if value in WALLET_SHOW_CASH_OUT_RESPONSE_401_ERROR_CODE_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {WALLET_SHOW_CASH_OUT_RESPONSE_401_ERROR_CODE_VALUES!r}")
