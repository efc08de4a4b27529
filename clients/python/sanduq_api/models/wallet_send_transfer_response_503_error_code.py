from typing import Literal

WalletSendTransferResponse503ErrorCode = Literal['SERVICE_UNAVAILABLE']

WALLET_SEND_TRANSFER_RESPONSE_503_ERROR_CODE_VALUES: set[WalletSendTransferResponse503ErrorCode] = { 'SERVICE_UNAVAILABLE',  }

def check_wallet_send_transfer_response_503_error_code(value: str) -> WalletSendTransferResponse503ErrorCode:
    if value in WALLET_SEND_TRANSFER_RESPONSE_503_ERROR_CODE_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {WALLET_SEND_TRANSFER_RESPONSE_503_ERROR_CODE_VALUES!r}")
