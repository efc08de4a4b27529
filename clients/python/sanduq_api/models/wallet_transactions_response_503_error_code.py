from typing import Literal

WalletTransactionsResponse503ErrorCode = Literal['SERVICE_UNAVAILABLE']

WALLET_TRANSACTIONS_RESPONSE_503_ERROR_CODE_VALUES: set[WalletTransactionsResponse503ErrorCode] = { 'SERVICE_UNAVAILABLE',  }

def check_wallet_transactions_response_503_error_code(value: str) -> WalletTransactionsResponse503ErrorCode:
    if value in WALLET_TRANSACTIONS_RESPONSE_503_ERROR_CODE_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {WALLET_TRANSACTIONS_RESPONSE_503_ERROR_CODE_VALUES!r}")
