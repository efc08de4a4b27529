from typing import Literal

WalletExchangeResponse403ErrorCode = Literal['ACCOUNT_FROZEN', 'FORBIDDEN', 'MERCHANT_NOT_APPROVED']

WALLET_EXCHANGE_RESPONSE_403_ERROR_CODE_VALUES: set[WalletExchangeResponse403ErrorCode] = { 'ACCOUNT_FROZEN', 'FORBIDDEN', 'MERCHANT_NOT_APPROVED',  }

def check_wallet_exchange_response_403_error_code(value: str) -> WalletExchangeResponse403ErrorCode:
    if value in WALLET_EXCHANGE_RESPONSE_403_ERROR_CODE_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {WALLET_EXCHANGE_RESPONSE_403_ERROR_CODE_VALUES!r}")
