from typing import Literal

SandboxQrTokenResponse403ErrorCode = Literal['FORBIDDEN', 'MERCHANT_NOT_APPROVED', 'MERCHANT_NOT_FOUND']

SANDBOX_QR_TOKEN_RESPONSE_403_ERROR_CODE_VALUES: set[SandboxQrTokenResponse403ErrorCode] = { 'FORBIDDEN', 'MERCHANT_NOT_APPROVED', 'MERCHANT_NOT_FOUND',  }

def check_sandbox_qr_token_response_403_error_code(value: str) -> SandboxQrTokenResponse403ErrorCode:
    if value in SANDBOX_QR_TOKEN_RESPONSE_403_ERROR_CODE_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {SANDBOX_QR_TOKEN_RESPONSE_403_ERROR_CODE_VALUES!r}")
