from typing import Literal

SandboxWalletResponse500ErrorCode = Literal['SERVER_ERROR']

SANDBOX_WALLET_RESPONSE_500_ERROR_CODE_VALUES: set[SandboxWalletResponse500ErrorCode] = { 'SERVER_ERROR',  }

def check_sandbox_wallet_response_500_error_code(value: str) -> SandboxWalletResponse500ErrorCode:
    if value in SANDBOX_WALLET_RESPONSE_500_ERROR_CODE_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {SANDBOX_WALLET_RESPONSE_500_ERROR_CODE_VALUES!r}")
