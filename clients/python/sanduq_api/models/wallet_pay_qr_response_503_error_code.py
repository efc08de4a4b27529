from typing import Literal

WalletPayQrResponse503ErrorCode = Literal['SERVICE_UNAVAILABLE']

WALLET_PAY_QR_RESPONSE_503_ERROR_CODE_VALUES: set[WalletPayQrResponse503ErrorCode] = { 'SERVICE_UNAVAILABLE',  }

def check_wallet_pay_qr_response_503_error_code(value: str) -> WalletPayQrResponse503ErrorCode:
    if value in WALLET_PAY_QR_RESPONSE_503_ERROR_CODE_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {WALLET_PAY_QR_RESPONSE_503_ERROR_CODE_VALUES!r}")
