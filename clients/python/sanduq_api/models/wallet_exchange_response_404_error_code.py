from typing import Literal

WalletExchangeResponse404ErrorCode = Literal['NOT_FOUND']

WALLET_EXCHANGE_RESPONSE_404_ERROR_CODE_VALUES: set[WalletExchangeResponse404ErrorCode] = { 'NOT_FOUND',  }

def check_wallet_exchange_response_404_error_code(value: str) -> WalletExchangeResponse404ErrorCode:
    if value in WALLET_EXCHANGE_RESPONSE_404_ERROR_CODE_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {WALLET_EXCHANGE_RESPONSE_404_ERROR_CODE_VALUES!r}")
