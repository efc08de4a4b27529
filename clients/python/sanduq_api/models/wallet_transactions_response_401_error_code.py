from typing import Literal

WalletTransactionsResponse401ErrorCode = Literal['TOKEN_EXPIRED']

WALLET_TRANSACTIONS_RESPONSE_401_ERROR_CODE_VALUES: set[WalletTransactionsResponse401ErrorCode] = { 'TOKEN_EXPIRED',  }

def check_wallet_transactions_response_401_error_code(value: str) -> WalletTransactionsResponse401ErrorCode:
    if value in WALLET_TRANSACTIONS_RESPONSE_401_ERROR_CODE_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {WALLET_TRANSACTIONS_RESPONSE_401_ERROR_CODE_VALUES!r}")
