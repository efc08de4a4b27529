from typing import Literal

WalletSendTransferResponse500ErrorCode = Literal['SERVER_ERROR']

WALLET_SEND_TRANSFER_RESPONSE_500_ERROR_CODE_VALUES: set[WalletSendTransferResponse500ErrorCode] = { 'SERVER_ERROR',  }

def check_wallet_send_transfer_response_500_error_code(value: str) -> WalletSendTransferResponse500ErrorCode:
    if value in WALLET_SEND_TRANSFER_RESPONSE_500_ERROR_CODE_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {WALLET_SEND_TRANSFER_RESPONSE_500_ERROR_CODE_VALUES!r}")
