from typing import Literal

WalletResetPinResponse409ErrorCode = Literal['IDEMPOTENCY_KEY_REUSED', 'WALLET_BUSY']

WALLET_RESET_PIN_RESPONSE_409_ERROR_CODE_VALUES: set[WalletResetPinResponse409ErrorCode] = { 'IDEMPOTENCY_KEY_REUSED', 'WALLET_BUSY',  }

def check_wallet_reset_pin_response_409_error_code(value: str) -> WalletResetPinResponse409ErrorCode:
    if value in WALLET_RESET_PIN_RESPONSE_409_ERROR_CODE_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {WALLET_RESET_PIN_RESPONSE_409_ERROR_CODE_VALUES!r}")
