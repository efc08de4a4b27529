from typing import Literal

WalletCashOutResponse503ErrorCode = Literal['SERVICE_UNAVAILABLE']

WALLET_CASH_OUT_RESPONSE_503_ERROR_CODE_VALUES: set[WalletCashOutResponse503ErrorCode] = { 'SERVICE_UNAVAILABLE',  }

def check_wallet_cash_out_response_503_error_code(value: str) -> WalletCashOutResponse503ErrorCode:
    if value in WALLET_CASH_OUT_RESPONSE_503_ERROR_CODE_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {WALLET_CASH_OUT_RESPONSE_503_ERROR_CODE_VALUES!r}")
