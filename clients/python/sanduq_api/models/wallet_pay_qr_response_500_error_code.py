from typing import Literal

WalletPayQrResponse500ErrorCode = Literal['SERVER_ERROR']

WALLET_PAY_QR_RESPONSE_500_ERROR_CODE_VALUES: set[WalletPayQrResponse500ErrorCode] = { 'SERVER_ERROR',  }

def check_wallet_pay_qr_response_500_error_code(value: str) -> WalletPayQrResponse500ErrorCode:
    if value in WALLET_PAY_QR_RESPONSE_500_ERROR_CODE_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {WALLET_PAY_QR_RESPONSE_500_ERROR_CODE_VALUES!r}")
