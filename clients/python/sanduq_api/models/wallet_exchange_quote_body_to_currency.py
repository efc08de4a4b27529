from typing import Literal

WalletExchangeQuoteBodyToCurrency = Literal['iqD', 'iQd', 'IqD', 'iQD', 'IQd', 'Iqd', 'IQD', 'iqd', 'usd', 'uSD', 'UsD', 'USd', 'uSd', 'Usd', 'usD', 'USD']

WALLET_EXCHANGE_QUOTE_BODY_TO_CURRENCY_VALUES: set[WalletExchangeQuoteBodyToCurrency] = { 'iqD', 'iQd', 'IqD', 'iQD', 'IQd', 'Iqd', 'IQD', 'iqd', 'usd', 'uSD', 'UsD', 'USd', 'uSd', 'Usd', 'usD', 'USD',  }

def check_wallet_exchange_quote_body_to_currency(value: str) -> WalletExchangeQuoteBodyToCurrency:
    if value in WALLET_EXCHANGE_QUOTE_BODY_TO_CURRENCY_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {WALLET_EXCHANGE_QUOTE_BODY_TO_CURRENCY_VALUES!r}")
