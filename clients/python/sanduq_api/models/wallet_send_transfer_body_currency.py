from typing import Literal

WalletSendTransferBodyCurrency = Literal['IQd', 'iqD', 'IQD', 'Iqd', 'IqD', 'iQd', 'iQD', 'iqd', 'USD', 'uSd', 'usd', 'Usd', 'usD', 'uSD', 'USd', 'UsD']

WALLET_SEND_TRANSFER_BODY_CURRENCY_VALUES: set[WalletSendTransferBodyCurrency] = { 'IQd', 'iqD', 'IQD', 'Iqd', 'IqD', 'iQd', 'iQD', 'iqd', 'USD', 'uSd', 'usd', 'Usd', 'usD', 'uSD', 'USd', 'UsD',  }

def check_wallet_send_transfer_body_currency(value: str) -> WalletSendTransferBodyCurrency:
    if value in WALLET_SEND_TRANSFER_BODY_CURRENCY_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {WALLET_SEND_TRANSFER_BODY_CURRENCY_VALUES!r}")
