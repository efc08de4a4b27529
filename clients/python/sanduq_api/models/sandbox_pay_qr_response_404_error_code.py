from typing import Literal

SandboxPayQrResponse404ErrorCode = Literal['NOT_FOUND', 'WALLET_NOT_FOUND']

SANDBOX_PAY_QR_RESPONSE_404_ERROR_CODE_VALUES: set[SandboxPayQrResponse404ErrorCode] = { 'NOT_FOUND', 'WALLET_NOT_FOUND',  }

def check_sandbox_pay_qr_response_404_error_code(value: str) -> SandboxPayQrResponse404ErrorCode:
    if value in SANDBOX_PAY_QR_RESPONSE_404_ERROR_CODE_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {SANDBOX_PAY_QR_RESPONSE_404_ERROR_CODE_VALUES!r}")
