from typing import Literal

WalletExchangeQuoteBodyFromCurrency = Literal['IQd', 'iqD', 'IQD', 'Iqd', 'IqD', 'iQd', 'iQD', 'iqd', 'USD', 'uSd', 'usd', 'Usd', 'usD', 'uSD', 'USd', 'UsD']

WALLET_EXCHANGE_QUOTE_BODY_FROM_CURRENCY_VALUES: set[WalletExchangeQuoteBodyFromCurrency] = { 'IQd', 'iqD', 'IQD', 'Iqd', 'IqD', 'iQd', 'iQD', 'iqd', 'USD', 'uSd', 'usd', 'Usd', 'usD', 'uSD', 'USd', 'UsD',  }

def check_wallet_exchange_quote_body_from_currency(value: str) -> WalletExchangeQuoteBodyFromCurrency:
    if value in WALLET_EXCHANGE_QUOTE_BODY_FROM_CURRENCY_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {WALLET_EXCHANGE_QUOTE_BODY_FROM_CURRENCY_VALUES!r}")
