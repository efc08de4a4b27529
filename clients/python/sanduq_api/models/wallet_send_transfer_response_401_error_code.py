from typing import Literal

WalletSendTransferResponse401ErrorCode = Literal['INVALID_PIN', 'PIN_BLOCKED', 'PIN_NOT_SET', 'TOKEN_EXPIRED']

WALLET_SEND_TRANSFER_RESPONSE_401_ERROR_CODE_VALUES: set[WalletSendTransferResponse401ErrorCode] = { 'INVALID_PIN', 'PIN_BLOCKED', 'PIN_NOT_SET', 'TOKEN_EXPIRED',  }

def check_wallet_send_transfer_response_401_error_code(value: str) -> WalletSendTransferResponse401ErrorCode:
    if value in WALLET_SEND_TRANSFER_RESPONSE_401_ERROR_CODE_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {WALLET_SEND_TRANSFER_RESPONSE_401_ERROR_CODE_VALUES!r}")
