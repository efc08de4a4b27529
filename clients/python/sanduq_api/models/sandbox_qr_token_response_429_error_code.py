from typing import Literal

SandboxQrTokenResponse429ErrorCode = Literal['RATE_LIMIT_EXCEEDED']

SANDBOX_QR_TOKEN_RESPONSE_429_ERROR_CODE_VALUES: set[SandboxQrTokenResponse429ErrorCode] = { 'RATE_LIMIT_EXCEEDED',  }

def check_sandbox_qr_token_response_429_error_code(value: str) -> SandboxQrTokenResponse429ErrorCode:
    if value in SANDBOX_QR_TOKEN_RESPONSE_429_ERROR_CODE_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {SANDBOX_QR_TOKEN_RESPONSE_429_ERROR_CODE_VALUES!r}")
