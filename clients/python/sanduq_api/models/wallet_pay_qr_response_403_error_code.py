from typing import Literal

WalletPayQrResponse403ErrorCode = Literal['FORBIDDEN', 'MERCHANT_NOT_APPROVED']

WALLET_PAY_QR_RESPONSE_403_ERROR_CODE_VALUES: set[WalletPayQrResponse403ErrorCode] = { 'FORBIDDEN', 'MERCHANT_NOT_APPROVED',  }

def check_wallet_pay_qr_response_403_error_code(value: str) -> WalletPayQrResponse403ErrorCode:
    if value in WALLET_PAY_QR_RESPONSE_403_ERROR_CODE_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {WALLET_PAY_QR_RESPONSE_403_ERROR_CODE_VALUES!r}")
