from typing import Literal

WalletShowCashOutResponse500ErrorCode = Literal['SERVER_ERROR']

WALLET_SHOW_CASH_OUT_RESPONSE_500_ERROR_CODE_VALUES: set[WalletShowCashOutResponse500ErrorCode] = { 'SERVER_ERROR',  }

def check_wallet_show_cash_out_response_500_error_code(value: str) -> WalletShowCashOutResponse500ErrorCode:
    if value in WALLET_SHOW_CASH_OUT_RESPONSE_500_ERROR_CODE_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {WALLET_SHOW_CASH_OUT_RESPONSE_500_ERROR_CODE_VALUES!r}")
