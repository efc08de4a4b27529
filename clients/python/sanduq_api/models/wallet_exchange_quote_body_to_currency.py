from typing import Literal

WalletExchangeQuoteBodyToCurrency = Literal['IQD', 'USD']

WALLET_EXCHANGE_QUOTE_BODY_TO_CURRENCY_VALUES: set[WalletExchangeQuoteBodyToCurrency] = { 'IQD', 'USD',  }

def check_wallet_exchange_quote_body_to_currency(value: str) -> WalletExchangeQuoteBodyToCurrency:
    if value in WALLET_EXCHANGE_QUOTE_BODY_TO_CURRENCY_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {WALLET_EXCHANGE_QUOTE_BODY_TO_CURRENCY_VALUES!r}")
