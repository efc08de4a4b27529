from typing import Literal

WalletExchangeResponse409ErrorCode = Literal['IDEMPOTENCY_KEY_REUSED', 'WALLET_BUSY']

WALLET_EXCHANGE_RESPONSE_409_ERROR_CODE_VALUES: set[WalletExchangeResponse409ErrorCode] = { 'IDEMPOTENCY_KEY_REUSED', 'WALLET_BUSY',  }

def check_wallet_exchange_response_409_error_code(value: str) -> WalletExchangeResponse409ErrorCode:
    if value in WALLET_EXCHANGE_RESPONSE_409_ERROR_CODE_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {WALLET_EXCHANGE_RESPONSE_409_ERROR_CODE_VALUES!r}")
