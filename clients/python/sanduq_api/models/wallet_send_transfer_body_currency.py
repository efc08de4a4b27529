from typing import Literal

WalletSendTransferBodyCurrency = Literal['iqD', 'iQd', 'IqD', 'iQD', 'IQd', 'Iqd', 'IQD', 'iqd', 'usd', 'uSD', 'UsD', 'USd', 'uSd', 'Usd', 'usD', 'USD']

WALLET_SEND_TRANSFER_BODY_CURRENCY_VALUES: set[WalletSendTransferBodyCurrency] = { 'iqD', 'iQd', 'IqD', 'iQD', 'IQd', 'Iqd', 'IQD', 'iqd', 'usd', 'uSD', 'UsD', 'USd', 'uSd', 'Usd', 'usD', 'USD',  }

def check_wallet_send_transfer_body_currency(value: str) -> WalletSendTransferBodyCurrency:
    if value in WALLET_SEND_TRANSFER_BODY_CURRENCY_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {WALLET_SEND_TRANSFER_BODY_CURRENCY_VALUES!r}")
