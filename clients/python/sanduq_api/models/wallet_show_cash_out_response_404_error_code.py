from typing import Literal

WalletShowCashOutResponse404ErrorCode = Literal['NOT_FOUND']

WALLET_SHOW_CASH_OUT_RESPONSE_404_ERROR_CODE_VALUES: set[WalletShowCashOutResponse404ErrorCode] = { 'NOT_FOUND',  }

def check_wallet_show_cash_out_response_404_error_code(value: str) -> WalletShowCashOutResponse404ErrorCode:
    if value in WALLET_SHOW_CASH_OUT_RESPONSE_404_ERROR_CODE_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {WALLET_SHOW_CASH_OUT_RESPONSE_404_ERROR_CODE_VALUES!r}")
