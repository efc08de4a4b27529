from typing import Literal

SandboxWalletResponse503ErrorCode = Literal['SERVICE_UNAVAILABLE']

SANDBOX_WALLET_RESPONSE_503_ERROR_CODE_VALUES: set[SandboxWalletResponse503ErrorCode] = { 'SERVICE_UNAVAILABLE',  }

def check_sandbox_wallet_response_503_error_code(value: str) -> SandboxWalletResponse503ErrorCode:
    if value in SANDBOX_WALLET_RESPONSE_503_ERROR_CODE_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {SANDBOX_WALLET_RESPONSE_503_ERROR_CODE_VALUES!r}")
