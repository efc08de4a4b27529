from typing import Literal

SandboxWalletResponse429ErrorCode = Literal['RATE_LIMIT_EXCEEDED']

SANDBOX_WALLET_RESPONSE_429_ERROR_CODE_VALUES: set[SandboxWalletResponse429ErrorCode] = { 'RATE_LIMIT_EXCEEDED',  }

def check_sandbox_wallet_response_429_error_code(value: str) -> SandboxWalletResponse429ErrorCode:
    if value in SANDBOX_WALLET_RESPONSE_429_ERROR_CODE_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {SANDBOX_WALLET_RESPONSE_429_ERROR_CODE_VALUES!r}")
