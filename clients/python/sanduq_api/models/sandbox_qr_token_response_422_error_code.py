from typing import Literal

SandboxQrTokenResponse422ErrorCode = Literal['IDEMPOTENCY_KEY_REQUIRED', 'VALIDATION_ERROR']

SANDBOX_QR_TOKEN_RESPONSE_422_ERROR_CODE_VALUES: set[SandboxQrTokenResponse422ErrorCode] = { 'IDEMPOTENCY_KEY_REQUIRED', 'VALIDATION_ERROR',  }

def check_sandbox_qr_token_response_422_error_code(value: str) -> SandboxQrTokenResponse422ErrorCode:
    if value in SANDBOX_QR_TOKEN_RESPONSE_422_ERROR_CODE_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {SANDBOX_QR_TOKEN_RESPONSE_422_ERROR_CODE_VALUES!r}")
