from typing import Literal

WalletAskCodeResponse422ErrorCode = Literal['OTP_RATE_LIMITED', 'VALIDATION_ERROR']

WALLET_ASK_CODE_RESPONSE_422_ERROR_CODE_VALUES: set[WalletAskCodeResponse422ErrorCode] = { 'OTP_RATE_LIMITED', 'VALIDATION_ERROR',  }

def check_wallet_ask_code_response_422_error_code(value: str) -> WalletAskCodeResponse422ErrorCode:
    if value in WALLET_ASK_CODE_RESPONSE_422_ERROR_CODE_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {WALLET_ASK_CODE_RESPONSE_422_ERROR_CODE_VALUES!r}")
