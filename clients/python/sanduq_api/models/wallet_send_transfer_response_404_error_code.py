from typing import Literal

WalletSendTransferResponse404ErrorCode = Literal['RECIPIENT_NOT_FOUND']

WALLET_SEND_TRANSFER_RESPONSE_404_ERROR_CODE_VALUES: set[WalletSendTransferResponse404ErrorCode] = { 'RECIPIENT_NOT_FOUND',  }

def check_wallet_send_transfer_response_404_error_code(value: str) -> WalletSendTransferResponse404ErrorCode:
    if value in WALLET_SEND_TRANSFER_RESPONSE_404_ERROR_CODE_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {WALLET_SEND_TRANSFER_RESPONSE_404_ERROR_CODE_VALUES!r}")
