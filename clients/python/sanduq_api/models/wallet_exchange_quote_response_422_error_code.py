from typing import Literal

WalletExchangeQuoteResponse422ErrorCode = Literal['UNSUPPORTED_CURRENCY', 'VALIDATION_ERROR']

WALLET_EXCHANGE_QUOTE_RESPONSE_422_ERROR_CODE_VALUES: set[WalletExchangeQuoteResponse422ErrorCode] = { 'UNSUPPORTED_CURRENCY', 'VALIDATION_ERROR',  }

def check_wallet_exchange_quote_response_422_error_code(value: str) -> WalletExchangeQuoteResponse422ErrorCode:
    if value in WALLET_EXCHANGE_QUOTE_RESPONSE_422_ERROR_CODE_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {WALLET_EXCHANGE_QUOTE_RESPONSE_422_ERROR_CODE_VALUES!r}")
