from typing import Literal

WalletCashOutResponse403ErrorCode = Literal['ACCOUNT_FROZEN', 'FORBIDDEN', 'MERCHANT_NOT_APPROVED']

WALLET_CASH_OUT_RESPONSE_403_ERROR_CODE_VALUES: set[WalletCashOutResponse403ErrorCode] = { 'ACCOUNT_FROZEN', 'FORBIDDEN', 'MERCHANT_NOT_APPROVED',  }

def check_wallet_cash_out_response_403_error_code(value: str) -> WalletCashOutResponse403ErrorCode:
    if value in WALLET_CASH_OUT_RESPONSE_403_ERROR_CODE_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {WALLET_CASH_OUT_RESPONSE_403_ERROR_CODE_VALUES!r}")
