from typing import Literal

WalletExchangeQuoteResponse503ErrorCode = Literal['SERVICE_UNAVAILABLE']

WALLET_EXCHANGE_QUOTE_RESPONSE_503_ERROR_CODE_VALUES: set[WalletExchangeQuoteResponse503ErrorCode] = { 'SERVICE_UNAVAILABLE',  }

def check_wallet_exchange_quote_response_503_error_code(value: str) -> WalletExchangeQuoteResponse503ErrorCode:
    if value in WALLET_EXCHANGE_QUOTE_RESPONSE_503_ERROR_CODE_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {WALLET_EXCHANGE_QUOTE_RESPONSE_503_ERROR_CODE_VALUES!r}")
