from typing import Literal

WalletCashOutResponse500ErrorCode = Literal['SERVER_ERROR']

WALLET_CASH_OUT_RESPONSE_500_ERROR_CODE_VALUES: set[WalletCashOutResponse500ErrorCode] = { 'SERVER_ERROR',  }

def check_wallet_cash_out_response_500_error_code(value: str) -> WalletCashOutResponse500ErrorCode:
    if value in WALLET_CASH_OUT_RESPONSE_500_ERROR_CODE_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {WALLET_CASH_OUT_RESPONSE_500_ERROR_CODE_VALUES!r}")
