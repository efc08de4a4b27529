from typing import Literal

WalletChangePinResponse401ErrorCode = Literal['INVALID_PIN', 'PIN_BLOCKED', 'PIN_NOT_SET', 'TOKEN_EXPIRED']

WALLET_CHANGE_PIN_RESPONSE_401_ERROR_CODE_VALUES: set[WalletChangePinResponse401ErrorCode] = { 'INVALID_PIN', 'PIN_BLOCKED', 'PIN_NOT_SET', 'TOKEN_EXPIRED',  }

def check_wallet_change_pin_response_401_error_code(value: str) -> WalletChangePinResponse401ErrorCode:
    if value in WALLET_CHANGE_PIN_RESPONSE_401_ERROR_CODE_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {WALLET_CHANGE_PIN_RESPONSE_401_ERROR_CODE_VALUES!r}")
