from typing import Literal

SandboxPayQrResponse503ErrorCode = Literal['SERVICE_UNAVAILABLE']

SANDBOX_PAY_QR_RESPONSE_503_ERROR_CODE_VALUES: set[SandboxPayQrResponse503ErrorCode] = { 'SERVICE_UNAVAILABLE',  }

def check_sandbox_pay_qr_response_503_error_code(value: str) -> SandboxPayQrResponse503ErrorCode:
    if value in SANDBOX_PAY_QR_RESPONSE_503_ERROR_CODE_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {SANDBOX_PAY_QR_RESPONSE_503_ERROR_CODE_VALUES!r}")
