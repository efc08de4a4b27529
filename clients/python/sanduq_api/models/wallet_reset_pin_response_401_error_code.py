from typing import Literal

WalletResetPinResponse401ErrorCode = Literal['TOKEN_EXPIRED']

WALLET_RESET_PIN_RESPONSE_401_ERROR_CODE_VALUES: set[WalletResetPinResponse401ErrorCode] = { 'TOKEN_EXPIRED',  }

def check_wallet_reset_pin_response_401_error_code(value: str) -> WalletResetPinResponse401ErrorCode:
    if value in WALLET_RESET_PIN_RESPONSE_401_ERROR_CODE_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {WALLET_RESET_PIN_RESPONSE_401_ERROR_CODE_VALUES!r}")
