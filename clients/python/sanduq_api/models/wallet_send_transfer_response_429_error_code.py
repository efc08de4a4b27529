from typing import Literal

WalletSendTransferResponse429ErrorCode = Literal['RATE_LIMIT_EXCEEDED']

WALLET_SEND_TRANSFER_RESPONSE_429_ERROR_CODE_VALUES: set[WalletSendTransferResponse429ErrorCode] = { 'RATE_LIMIT_EXCEEDED',  }

def check_wallet_send_transfer_response_429_error_code(value: str) -> WalletSendTransferResponse429ErrorCode:
    if value in WALLET_SEND_TRANSFER_RESPONSE_429_ERROR_CODE_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {WALLET_SEND_TRANSFER_RESPONSE_429_ERROR_CODE_VALUES!r}")
