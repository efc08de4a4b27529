from typing import Literal

WalletExchangeQuoteResponse500ErrorCode = Literal['SERVER_ERROR']

WALLET_EXCHANGE_QUOTE_RESPONSE_500_ERROR_CODE_VALUES: set[WalletExchangeQuoteResponse500ErrorCode] = { 'SERVER_ERROR',  }

def check_wallet_exchange_quote_response_500_error_code(value: str) -> WalletExchangeQuoteResponse500ErrorCode:
    if value in WALLET_EXCHANGE_QUOTE_RESPONSE_500_ERROR_CODE_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {WALLET_EXCHANGE_QUOTE_RESPONSE_500_ERROR_CODE_VALUES!r}")
