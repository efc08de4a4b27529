from typing import Literal

SandboxWalletResponse404ErrorCode = Literal['WALLET_NOT_FOUND']

SANDBOX_WALLET_RESPONSE_404_ERROR_CODE_VALUES: set[SandboxWalletResponse404ErrorCode] = { 'WALLET_NOT_FOUND',  }

def check_sandbox_wallet_response_404_error_code(value: str) -> SandboxWalletResponse404ErrorCode:
    if value in SANDBOX_WALLET_RESPONSE_404_ERROR_CODE_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {SANDBOX_WALLET_RESPONSE_404_ERROR_CODE_VALUES!r}")
