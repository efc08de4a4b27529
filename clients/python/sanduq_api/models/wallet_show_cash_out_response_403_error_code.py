from typing import Literal

WalletShowCashOutResponse403ErrorCode = Literal['FORBIDDEN', 'MERCHANT_NOT_APPROVED']

WALLET_SHOW_CASH_OUT_RESPONSE_403_ERROR_CODE_VALUES: set[WalletShowCashOutResponse403ErrorCode] = { 'FORBIDDEN', 'MERCHANT_NOT_APPROVED',  }

def check_wallet_show_cash_out_response_403_error_code(value: str) -> WalletShowCashOutResponse403ErrorCode:
    if value in WALLET_SHOW_CASH_OUT_RESPONSE_403_ERROR_CODE_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {WALLET_SHOW_CASH_OUT_RESPONSE_403_ERROR_CODE_VALUES!r}")
