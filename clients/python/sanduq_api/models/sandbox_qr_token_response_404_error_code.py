from typing import Literal

SandboxQrTokenResponse404ErrorCode = Literal['WALLET_NOT_FOUND']

SANDBOX_QR_TOKEN_RESPONSE_404_ERROR_CODE_VALUES: set[SandboxQrTokenResponse404ErrorCode] = { 'WALLET_NOT_FOUND',  }

def check_sandbox_qr_token_response_404_error_code(value: str) -> SandboxQrTokenResponse404ErrorCode:
    if value in SANDBOX_QR_TOKEN_RESPONSE_404_ERROR_CODE_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {SANDBOX_QR_TOKEN_RESPONSE_404_ERROR_CODE_VALUES!r}")
