from typing import Literal

WalletChangePinResponse429ErrorCode = Literal['RATE_LIMIT_EXCEEDED']

WALLET_CHANGE_PIN_RESPONSE_429_ERROR_CODE_VALUES: set[WalletChangePinResponse429ErrorCode] = { 'RATE_LIMIT_EXCEEDED',  }

def check_wallet_change_pin_response_429_error_code(value: str) -> WalletChangePinResponse429ErrorCode:
    if value in WALLET_CHANGE_PIN_RESPONSE_429_ERROR_CODE_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {WALLET_CHANGE_PIN_RESPONSE_429_ERROR_CODE_VALUES!r}")
