from typing import Literal

WalletTransactionsResponse500ErrorCode = Literal['SERVER_ERROR']

WALLET_TRANSACTIONS_RESPONSE_500_ERROR_CODE_VALUES: set[WalletTransactionsResponse500ErrorCode] = { 'SERVER_ERROR',  }

def check_wallet_transactions_response_500_error_code(value: str) -> WalletTransactionsResponse500ErrorCode:
    if value in WALLET_TRANSACTIONS_RESPONSE_500_ERROR_CODE_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {WALLET_TRANSACTIONS_RESPONSE_500_ERROR_CODE_VALUES!r}")
