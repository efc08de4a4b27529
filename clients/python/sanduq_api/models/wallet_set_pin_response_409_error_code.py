from typing import Literal

WalletSetPinResponse409ErrorCode = Literal['IDEMPOTENCY_KEY_REUSED', 'WALLET_BUSY']

WALLET_SET_PIN_RESPONSE_409_ERROR_CODE_VALUES: set[WalletSetPinResponse409ErrorCode] = { 'IDEMPOTENCY_KEY_REUSED', 'WALLET_BUSY',  }

def check_wallet_set_pin_response_409_error_code(value: str) -> WalletSetPinResponse409ErrorCode:
    if value in WALLET_SET_PIN_RESPONSE_409_ERROR_CODE_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {WALLET_SET_PIN_RESPONSE_409_ERROR_CODE_VALUES!r}")
