from typing import Literal

WalletSendTransferBodyCurrency = Literal['IQD', 'USD']

WALLET_SEND_TRANSFER_BODY_CURRENCY_VALUES: set[WalletSendTransferBodyCurrency] = { 'IQD', 'USD',  }

def check_wallet_send_transfer_body_currency(value: str) -> WalletSendTransferBodyCurrency:
    if value in WALLET_SEND_TRANSFER_BODY_CURRENCY_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {WALLET_SEND_TRANSFER_BODY_CURRENCY_VALUES!r}")
