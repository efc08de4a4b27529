from typing import Literal

WalletTransactionsResponse429ErrorCode = Literal['RATE_LIMIT_EXCEEDED']

WALLET_TRANSACTIONS_RESPONSE_429_ERROR_CODE_VALUES: set[WalletTransactionsResponse429ErrorCode] = { 'RATE_LIMIT_EXCEEDED',  }

def check_wallet_transactions_response_429_error_code(value: str) -> WalletTransactionsResponse429ErrorCode:
    if value in WALLET_TRANSACTIONS_RESPONSE_429_ERROR_CODE_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {WALLET_TRANSACTIONS_RESPONSE_429_ERROR_CODE_VALUES!r}")
