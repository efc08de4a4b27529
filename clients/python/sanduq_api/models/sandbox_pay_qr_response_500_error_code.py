from typing import Literal

SandboxPayQrResponse500ErrorCode = Literal['SERVER_ERROR']

SANDBOX_PAY_QR_RESPONSE_500_ERROR_CODE_VALUES: set[SandboxPayQrResponse500ErrorCode] = { 'SERVER_ERROR',  }

def check_sandbox_pay_qr_response_500_error_code(value: str) -> SandboxPayQrResponse500ErrorCode:
    if value in SANDBOX_PAY_QR_RESPONSE_500_ERROR_CODE_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {SANDBOX_PAY_QR_RESPONSE_500_ERROR_CODE_VALUES!r}")
