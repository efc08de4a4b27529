from typing import Literal

WalletCashOutResponse401ErrorCode = Literal['INVALID_PIN', 'PIN_BLOCKED', 'PIN_NOT_SET', 'TOKEN_EXPIRED']

WALLET_CASH_OUT_RESPONSE_401_ERROR_CODE_VALUES: set[WalletCashOutResponse401ErrorCode] = { 'INVALID_PIN', 'PIN_BLOCKED', 'PIN_NOT_SET', 'TOKEN_EXPIRED',  }

def check_wallet_cash_out_response_401_error_code(value: str) -> WalletCashOutResponse401ErrorCode:
    if value in WALLET_CASH_OUT_RESPONSE_401_ERROR_CODE_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {WALLET_CASH_OUT_RESPONSE_401_ERROR_CODE_VALUES!r}")
