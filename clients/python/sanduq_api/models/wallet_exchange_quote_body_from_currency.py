from typing import Literal

WalletExchangeQuoteBodyFromCurrency = Literal['IQD', 'USD']

WALLET_EXCHANGE_QUOTE_BODY_FROM_CURRENCY_VALUES: set[WalletExchangeQuoteBodyFromCurrency] = { 'IQD', 'USD',  }

def check_wallet_exchange_quote_body_from_currency(value: str) -> WalletExchangeQuoteBodyFromCurrency:
    if value in WALLET_EXCHANGE_QUOTE_BODY_FROM_CURRENCY_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {WALLET_EXCHANGE_QUOTE_BODY_FROM_CURRENCY_VALUES!r}")
