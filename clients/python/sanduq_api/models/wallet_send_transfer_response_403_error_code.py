from typing import Literal

WalletSendTransferResponse403ErrorCode = Literal['ACCOUNT_FROZEN', 'FORBIDDEN', 'MERCHANT_NOT_APPROVED']

WALLET_SEND_TRANSFER_RESPONSE_403_ERROR_CODE_VALUES: set[WalletSendTransferResponse403ErrorCode] = { 'ACCOUNT_FROZEN', 'FORBIDDEN', 'MERCHANT_NOT_APPROVED',  }

def check_wallet_send_transfer_response_403_error_code(value: str) -> WalletSendTransferResponse403ErrorCode:
    if value in WALLET_SEND_TRANSFER_RESPONSE_403_ERROR_CODE_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {WALLET_SEND_TRANSFER_RESPONSE_403_ERROR_CODE_VALUES!r}")
