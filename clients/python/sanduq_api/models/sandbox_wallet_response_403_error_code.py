from typing import Literal

SandboxWalletResponse403ErrorCode = Literal['FORBIDDEN', 'MERCHANT_NOT_APPROVED', 'MERCHANT_NOT_FOUND']

SANDBOX_WALLET_RESPONSE_403_ERROR_CODE_VALUES: set[SandboxWalletResponse403ErrorCode] = { 'FORBIDDEN', 'MERCHANT_NOT_APPROVED', 'MERCHANT_NOT_FOUND',  }

def check_sandbox_wallet_response_403_error_code(value: str) -> SandboxWalletResponse403ErrorCode:
    if value in SANDBOX_WALLET_RESPONSE_403_ERROR_CODE_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {SANDBOX_WALLET_RESPONSE_403_ERROR_CODE_VALUES!r}")
