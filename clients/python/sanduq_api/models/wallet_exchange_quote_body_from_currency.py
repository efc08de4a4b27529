from typing import Literal

WalletExchangeQuoteBodyFromCurrency = Literal['iqD', 'iQd', 'IqD', 'iQD', 'IQd', 'Iqd', 'IQD', 'iqd', 'usd', 'uSD', 'UsD', 'USd', 'uSd', 'Usd', 'usD', 'USD']

WALLET_EXCHANGE_QUOTE_BODY_FROM_CURRENCY_VALUES: set[WalletExchangeQuoteBodyFromCurrency] = { 'iqD', 'iQd', 'IqD', 'iQD', 'IQd', 'Iqd', 'IQD', 'iqd', 'usd', 'uSD', 'UsD', 'USd', 'uSd', 'Usd', 'usD', 'USD',  }

def check_wallet_exchange_quote_body_from_currency(value: str) -> WalletExchangeQuoteBodyFromCurrency:
    if value in WALLET_EXCHANGE_QUOTE_BODY_FROM_CURRENCY_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {WALLET_EXCHANGE_QUOTE_BODY_FROM_CURRENCY_VALUES!r}")
