from typing import Literal

SandboxPayQrResponse429ErrorCode = Literal['RATE_LIMIT_EXCEEDED']

SANDBOX_PAY_QR_RESPONSE_429_ERROR_CODE_VALUES: set[SandboxPayQrResponse429ErrorCode] = { 'RATE_LIMIT_EXCEEDED',  }

def check_sandbox_pay_qr_response_429_error_code(value: str) -> SandboxPayQrResponse429ErrorCode:
    if value in SANDBOX_PAY_QR_RESPONSE_429_ERROR_CODE_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {SANDBOX_PAY_QR_RESPONSE_429_ERROR_CODE_VALUES!r}")
