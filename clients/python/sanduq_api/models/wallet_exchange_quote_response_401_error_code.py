from typing import Literal

WalletExchangeQuoteResponse401ErrorCode = Literal['TOKEN_EXPIRED']

WALLET_EXCHANGE_QUOTE_RESPONSE_401_ERROR_CODE_VALUES: set[WalletExchangeQuoteResponse401ErrorCode] = { 'TOKEN_EXPIRED',  }

def check_wallet_exchange_quote_response_401_error_code(value: str) -> WalletExchangeQuoteResponse401ErrorCode:
    if value in WALLET_EXCHANGE_QUOTE_RESPONSE_401_ERROR_CODE_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {WALLET_EXCHANGE_QUOTE_RESPONSE_401_ERROR_CODE_VALUES!r}")
