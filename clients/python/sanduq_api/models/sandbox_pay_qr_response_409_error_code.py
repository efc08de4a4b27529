from typing import Literal

SandboxPayQrResponse409ErrorCode = Literal['IDEMPOTENCY_KEY_REUSED', 'WALLET_BUSY']

SANDBOX_PAY_QR_RESPONSE_409_ERROR_CODE_VALUES: set[SandboxPayQrResponse409ErrorCode] = { 'IDEMPOTENCY_KEY_REUSED', 'WALLET_BUSY',  }

def check_sandbox_pay_qr_response_409_error_code(value: str) -> SandboxPayQrResponse409ErrorCode:
    if value in SANDBOX_PAY_QR_RESPONSE_409_ERROR_CODE_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {SANDBOX_PAY_QR_RESPONSE_409_ERROR_CODE_VALUES!r}")
