from typing import Literal

WalletSetPinResponse422ErrorCode = Literal['IDEMPOTENCY_KEY_REQUIRED', 'VALIDATION_ERROR']

WALLET_SET_PIN_RESPONSE_422_ERROR_CODE_VALUES: set[WalletSetPinResponse422ErrorCode] = { 'IDEMPOTENCY_KEY_REQUIRED', 'VALIDATION_ERROR',  }

def check_wallet_set_pin_response_422_error_code(value: str) -> WalletSetPinResponse422ErrorCode:
    if value in WALLET_SET_PIN_RESPONSE_422_ERROR_CODE_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {WALLET_SET_PIN_RESPONSE_422_ERROR_CODE_VALUES!r}")
