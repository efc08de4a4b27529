from typing import Literal

WalletResetPinResponse422ErrorCode = Literal['IDEMPOTENCY_KEY_REQUIRED', 'VALIDATION_ERROR']

WALLET_RESET_PIN_RESPONSE_422_ERROR_CODE_VALUES: set[WalletResetPinResponse422ErrorCode] = { 'IDEMPOTENCY_KEY_REQUIRED', 'VALIDATION_ERROR',  }

def check_wallet_reset_pin_response_422_error_code(value: str) -> WalletResetPinResponse422ErrorCode:
    if value in WALLET_RESET_PIN_RESPONSE_422_ERROR_CODE_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {WALLET_RESET_PIN_RESPONSE_422_ERROR_CODE_VALUES!r}")
