from typing import Literal

SandboxPayQrResponse401ErrorCode = Literal['INVALID_PIN', 'PIN_BLOCKED', 'PIN_NOT_SET']

SANDBOX_PAY_QR_RESPONSE_401_ERROR_CODE_VALUES: set[SandboxPayQrResponse401ErrorCode] = { 'INVALID_PIN', 'PIN_BLOCKED', 'PIN_NOT_SET',  }

def check_sandbox_pay_qr_response_401_error_code(value: str) -> SandboxPayQrResponse401ErrorCode:
    if value in SANDBOX_PAY_QR_RESPONSE_401_ERROR_CODE_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {SANDBOX_PAY_QR_RESPONSE_401_ERROR_CODE_VALUES!r}")
