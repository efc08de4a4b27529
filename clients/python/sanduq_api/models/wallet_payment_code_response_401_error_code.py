from typing import Literal

WalletPaymentCodeResponse401ErrorCode = Literal['INVALID_PIN', 'PIN_BLOCKED', 'PIN_NOT_SET', 'TOKEN_EXPIRED']

WALLET_PAYMENT_CODE_RESPONSE_401_ERROR_CODE_VALUES: set[WalletPaymentCodeResponse401ErrorCode] = { 'INVALID_PIN', 'PIN_BLOCKED', 'PIN_NOT_SET', 'TOKEN_EXPIRED',  }

def check_wallet_payment_code_response_401_error_code(value: str) -> WalletPaymentCodeResponse401ErrorCode:
    if value in WALLET_PAYMENT_CODE_RESPONSE_401_ERROR_CODE_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {WALLET_PAYMENT_CODE_RESPONSE_401_ERROR_CODE_VALUES!r}")
