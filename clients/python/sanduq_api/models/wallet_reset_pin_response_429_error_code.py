from typing import Literal

WalletResetPinResponse429ErrorCode = Literal['RATE_LIMIT_EXCEEDED']

WALLET_RESET_PIN_RESPONSE_429_ERROR_CODE_VALUES: set[WalletResetPinResponse429ErrorCode] = { 'RATE_LIMIT_EXCEEDED',  }

def check_wallet_reset_pin_response_429_error_code(value: str) -> WalletResetPinResponse429ErrorCode:
    if value in WALLET_RESET_PIN_RESPONSE_429_ERROR_CODE_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {WALLET_RESET_PIN_RESPONSE_429_ERROR_CODE_VALUES!r}")
