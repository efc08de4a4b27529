from typing import Literal

WalletCashOutResponse409ErrorCode = Literal['IDEMPOTENCY_KEY_REUSED', 'WALLET_BUSY']

WALLET_CASH_OUT_RESPONSE_409_ERROR_CODE_VALUES: set[WalletCashOutResponse409ErrorCode] = { 'IDEMPOTENCY_KEY_REUSED', 'WALLET_BUSY',  }

def check_wallet_cash_out_response_409_error_code(value: str) -> WalletCashOutResponse409ErrorCode:
    if value in WALLET_CASH_OUT_RESPONSE_409_ERROR_CODE_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {WALLET_CASH_OUT_RESPONSE_409_ERROR_CODE_VALUES!r}")
