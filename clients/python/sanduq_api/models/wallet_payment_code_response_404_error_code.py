from typing import Literal

WalletPaymentCodeResponse404ErrorCode = Literal['WALLET_NOT_FOUND']

WALLET_PAYMENT_CODE_RESPONSE_404_ERROR_CODE_VALUES: set[WalletPaymentCodeResponse404ErrorCode] = { 'WALLET_NOT_FOUND',  }

def check_wallet_payment_code_response_404_error_code(value: str) -> WalletPaymentCodeResponse404ErrorCode:
    if value in WALLET_PAYMENT_CODE_RESPONSE_404_ERROR_CODE_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {WALLET_PAYMENT_CODE_RESPONSE_404_ERROR_CODE_VALUES!r}")
