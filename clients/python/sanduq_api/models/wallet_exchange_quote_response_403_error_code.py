from typing import Literal

WalletExchangeQuoteResponse403ErrorCode = Literal['FORBIDDEN', 'MERCHANT_NOT_APPROVED']

WALLET_EXCHANGE_QUOTE_RESPONSE_403_ERROR_CODE_VALUES: set[WalletExchangeQuoteResponse403ErrorCode] = { 'FORBIDDEN', 'MERCHANT_NOT_APPROVED',  }

def check_wallet_exchange_quote_response_403_error_code(value: str) -> WalletExchangeQuoteResponse403ErrorCode:
    if value in WALLET_EXCHANGE_QUOTE_RESPONSE_403_ERROR_CODE_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {WALLET_EXCHANGE_QUOTE_RESPONSE_403_ERROR_CODE_VALUES!r}")
