from typing import Literal

SandboxQrTokenResponse503ErrorCode = Literal['SERVICE_UNAVAILABLE']

SANDBOX_QR_TOKEN_RESPONSE_503_ERROR_CODE_VALUES: set[SandboxQrTokenResponse503ErrorCode] = { 'SERVICE_UNAVAILABLE',  }

def check_sandbox_qr_token_response_503_error_code(value: str) -> SandboxQrTokenResponse503ErrorCode:
    if value in SANDBOX_QR_TOKEN_RESPONSE_503_ERROR_CODE_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {SANDBOX_QR_TOKEN_RESPONSE_503_ERROR_CODE_VALUES!r}")
