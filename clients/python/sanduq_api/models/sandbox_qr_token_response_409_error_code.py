from typing import Literal

SandboxQrTokenResponse409ErrorCode = Literal['IDEMPOTENCY_KEY_REUSED', 'WALLET_BUSY']

SANDBOX_QR_TOKEN_RESPONSE_409_ERROR_CODE_VALUES: set[SandboxQrTokenResponse409ErrorCode] = { 'IDEMPOTENCY_KEY_REUSED', 'WALLET_BUSY',  }

def check_sandbox_qr_token_response_409_error_code(value: str) -> SandboxQrTokenResponse409ErrorCode:
    if value in SANDBOX_QR_TOKEN_RESPONSE_409_ERROR_CODE_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {SANDBOX_QR_TOKEN_RESPONSE_409_ERROR_CODE_VALUES!r}")
