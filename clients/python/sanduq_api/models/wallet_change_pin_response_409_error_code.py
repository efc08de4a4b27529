from typing import Literal

WalletChangePinResponse409ErrorCode = Literal['IDEMPOTENCY_KEY_REUSED', 'WALLET_BUSY']

WALLET_CHANGE_PIN_RESPONSE_409_ERROR_CODE_VALUES: set[WalletChangePinResponse409ErrorCode] = { 'IDEMPOTENCY_KEY_REUSED', 'WALLET_BUSY',  }

def check_wallet_change_pin_response_409_error_code(value: str) -> WalletChangePinResponse409ErrorCode:
    if value in WALLET_CHANGE_PIN_RESPONSE_409_ERROR_CODE_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {WALLET_CHANGE_PIN_RESPONSE_409_ERROR_CODE_VALUES!r}")
