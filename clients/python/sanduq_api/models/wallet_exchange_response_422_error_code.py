from typing import Literal

WalletExchangeResponse422ErrorCode = Literal['IDEMPOTENCY_KEY_REQUIRED', 'INSUFFICIENT_BALANCE', 'INVALID_PAYMENT_STATUS', 'PAYMENT_EXPIRED', 'PIN_REQUIRED', 'TIER_UPGRADE_REQUIRED', 'VALIDATION_ERROR']

WALLET_EXCHANGE_RESPONSE_422_ERROR_CODE_VALUES: set[WalletExchangeResponse422ErrorCode] = { 'IDEMPOTENCY_KEY_REQUIRED', 'INSUFFICIENT_BALANCE', 'INVALID_PAYMENT_STATUS', 'PAYMENT_EXPIRED', 'PIN_REQUIRED', 'TIER_UPGRADE_REQUIRED', 'VALIDATION_ERROR',  }

def check_wallet_exchange_response_422_error_code(value: str) -> WalletExchangeResponse422ErrorCode:
    if value in WALLET_EXCHANGE_RESPONSE_422_ERROR_CODE_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {WALLET_EXCHANGE_RESPONSE_422_ERROR_CODE_VALUES!r}")
