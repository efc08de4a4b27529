from typing import Literal

WalletExchangeQuoteResponse429ErrorCode = Literal['RATE_LIMIT_EXCEEDED']

WALLET_EXCHANGE_QUOTE_RESPONSE_429_ERROR_CODE_VALUES: set[WalletExchangeQuoteResponse429ErrorCode] = { 'RATE_LIMIT_EXCEEDED',  }

def check_wallet_exchange_quote_response_429_error_code(value: str) -> WalletExchangeQuoteResponse429ErrorCode:
    if value in WALLET_EXCHANGE_QUOTE_RESPONSE_429_ERROR_CODE_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {WALLET_EXCHANGE_QUOTE_RESPONSE_429_ERROR_CODE_VALUES!r}")
