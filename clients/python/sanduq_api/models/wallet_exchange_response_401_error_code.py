from typing import Literal

WalletExchangeResponse401ErrorCode = Literal['INVALID_PIN', 'PIN_BLOCKED', 'PIN_NOT_SET', 'TOKEN_EXPIRED']

WALLET_EXCHANGE_RESPONSE_401_ERROR_CODE_VALUES: set[WalletExchangeResponse401ErrorCode] = { 'INVALID_PIN', 'PIN_BLOCKED', 'PIN_NOT_SET', 'TOKEN_EXPIRED',  }

def check_wallet_exchange_response_401_error_code(value: str) -> WalletExchangeResponse401ErrorCode:
    if value in WALLET_EXCHANGE_RESPONSE_401_ERROR_CODE_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {WALLET_EXCHANGE_RESPONSE_401_ERROR_CODE_VALUES!r}")
