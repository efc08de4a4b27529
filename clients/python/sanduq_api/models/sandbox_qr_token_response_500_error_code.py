from typing import Literal

SandboxQrTokenResponse500ErrorCode = Literal['SERVER_ERROR']

SANDBOX_QR_TOKEN_RESPONSE_500_ERROR_CODE_VALUES: set[SandboxQrTokenResponse500ErrorCode] = { 'SERVER_ERROR',  }

def check_sandbox_qr_token_response_500_error_code(value: str) -> SandboxQrTokenResponse500ErrorCode:
    if value in SANDBOX_QR_TOKEN_RESPONSE_500_ERROR_CODE_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {SANDBOX_QR_TOKEN_RESPONSE_500_ERROR_CODE_VALUES!r}")
