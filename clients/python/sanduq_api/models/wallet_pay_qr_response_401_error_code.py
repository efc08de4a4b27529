from typing import Literal

WalletPayQrResponse401ErrorCode = Literal['INVALID_PIN', 'PIN_BLOCKED', 'PIN_NOT_SET', 'TOKEN_EXPIRED']

WALLET_PAY_QR_RESPONSE_401_ERROR_CODE_VALUES: set[WalletPayQrResponse401ErrorCode] = { 'INVALID_PIN', 'PIN_BLOCKED', 'PIN_NOT_SET', 'TOKEN_EXPIRED',  }

def check_wallet_pay_qr_response_401_error_code(value: str) -> WalletPayQrResponse401ErrorCode:
    if value in WALLET_PAY_QR_RESPONSE_401_ERROR_CODE_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {WALLET_PAY_QR_RESPONSE_401_ERROR_CODE_VALUES!r}")
