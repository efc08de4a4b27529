from typing import Literal

WalletSendTransferResponse409ErrorCode = Literal['IDEMPOTENCY_KEY_REUSED', 'WALLET_BUSY']

WALLET_SEND_TRANSFER_RESPONSE_409_ERROR_CODE_VALUES: set[WalletSendTransferResponse409ErrorCode] = { 'IDEMPOTENCY_KEY_REUSED', 'WALLET_BUSY',  }

def check_wallet_send_transfer_response_409_error_code(value: str) -> WalletSendTransferResponse409ErrorCode:
    if value in WALLET_SEND_TRANSFER_RESPONSE_409_ERROR_CODE_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {WALLET_SEND_TRANSFER_RESPONSE_409_ERROR_CODE_VALUES!r}")
