from typing import Literal

WalletPayQrResponse404ErrorCode = Literal['NOT_FOUND', 'WALLET_NOT_FOUND']

WALLET_PAY_QR_RESPONSE_404_ERROR_CODE_VALUES: set[WalletPayQrResponse404ErrorCode] = { 'NOT_FOUND', 'WALLET_NOT_FOUND',  }

def check_wallet_pay_qr_response_404_error_code(value: str) -> WalletPayQrResponse404ErrorCode:
    if value in WALLET_PAY_QR_RESPONSE_404_ERROR_CODE_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {WALLET_PAY_QR_RESPONSE_404_ERROR_CODE_VALUES!r}")
