from typing import Literal

WalletPayQrResponse429ErrorCode = Literal['RATE_LIMIT_EXCEEDED']

WALLET_PAY_QR_RESPONSE_429_ERROR_CODE_VALUES: set[WalletPayQrResponse429ErrorCode] = { 'RATE_LIMIT_EXCEEDED',  }

def check_wallet_pay_qr_response_429_error_code(value: str) -> WalletPayQrResponse429ErrorCode:
    if value in WALLET_PAY_QR_RESPONSE_429_ERROR_CODE_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {WALLET_PAY_QR_RESPONSE_429_ERROR_CODE_VALUES!r}")
