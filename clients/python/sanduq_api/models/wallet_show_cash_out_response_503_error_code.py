from typing import Literal

WalletShowCashOutResponse503ErrorCode = Literal['SERVICE_UNAVAILABLE']

WALLET_SHOW_CASH_OUT_RESPONSE_503_ERROR_CODE_VALUES: set[WalletShowCashOutResponse503ErrorCode] = { 'SERVICE_UNAVAILABLE',  }

def check_wallet_show_cash_out_response_503_error_code(value: str) -> WalletShowCashOutResponse503ErrorCode:
    if value in WALLET_SHOW_CASH_OUT_RESPONSE_503_ERROR_CODE_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {WALLET_SHOW_CASH_OUT_RESPONSE_503_ERROR_CODE_VALUES!r}")
