from typing import Literal

WalletPayQrResponse409ErrorCode = Literal['IDEMPOTENCY_KEY_REUSED', 'WALLET_BUSY']

WALLET_PAY_QR_RESPONSE_409_ERROR_CODE_VALUES: set[WalletPayQrResponse409ErrorCode] = { 'IDEMPOTENCY_KEY_REUSED', 'WALLET_BUSY',  }

def check_wallet_pay_qr_response_409_error_code(value: str) -> WalletPayQrResponse409ErrorCode:
    if value in WALLET_PAY_QR_RESPONSE_409_ERROR_CODE_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {WALLET_PAY_QR_RESPONSE_409_ERROR_CODE_VALUES!r}")
