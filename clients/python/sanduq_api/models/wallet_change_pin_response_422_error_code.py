from typing import Literal

WalletChangePinResponse422ErrorCode = Literal['IDEMPOTENCY_KEY_REQUIRED', 'PIN_REQUIRED', 'VALIDATION_ERROR']

WALLET_CHANGE_PIN_RESPONSE_422_ERROR_CODE_VALUES: set[WalletChangePinResponse422ErrorCode] = { 'IDEMPOTENCY_KEY_REQUIRED', 'PIN_REQUIRED', 'VALIDATION_ERROR',  }

def check_wallet_change_pin_response_422_error_code(value: str) -> WalletChangePinResponse422ErrorCode:
    if value in WALLET_CHANGE_PIN_RESPONSE_422_ERROR_CODE_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {WALLET_CHANGE_PIN_RESPONSE_422_ERROR_CODE_VALUES!r}")
