from typing import Literal

WalletCashOutResponse429ErrorCode = Literal['RATE_LIMIT_EXCEEDED']

WALLET_CASH_OUT_RESPONSE_429_ERROR_CODE_VALUES: set[WalletCashOutResponse429ErrorCode] = { 'RATE_LIMIT_EXCEEDED',  }

def check_wallet_cash_out_response_429_error_code(value: str) -> WalletCashOutResponse429ErrorCode:
    if value in WALLET_CASH_OUT_RESPONSE_429_ERROR_CODE_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {WALLET_CASH_OUT_RESPONSE_429_ERROR_CODE_VALUES!r}")
