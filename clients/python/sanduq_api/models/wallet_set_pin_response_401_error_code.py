from typing import Literal

WalletSetPinResponse401ErrorCode = Literal['TOKEN_EXPIRED']

WALLET_SET_PIN_RESPONSE_401_ERROR_CODE_VALUES: set[WalletSetPinResponse401ErrorCode] = { 'TOKEN_EXPIRED',  }

def check_wallet_set_pin_response_401_error_code(value: str) -> WalletSetPinResponse401ErrorCode:
    if value in WALLET_SET_PIN_RESPONSE_401_ERROR_CODE_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {WALLET_SET_PIN_RESPONSE_401_ERROR_CODE_VALUES!r}")
