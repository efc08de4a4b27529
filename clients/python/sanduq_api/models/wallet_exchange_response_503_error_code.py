from typing import Literal

WalletExchangeResponse503ErrorCode = Literal['SERVICE_UNAVAILABLE']

WALLET_EXCHANGE_RESPONSE_503_ERROR_CODE_VALUES: set[WalletExchangeResponse503ErrorCode] = { 'SERVICE_UNAVAILABLE',  }

def check_wallet_exchange_response_503_error_code(value: str) -> WalletExchangeResponse503ErrorCode:
    if value in WALLET_EXCHANGE_RESPONSE_503_ERROR_CODE_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {WALLET_EXCHANGE_RESPONSE_503_ERROR_CODE_VALUES!r}")
