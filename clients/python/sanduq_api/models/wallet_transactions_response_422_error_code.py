from typing import Literal

WalletTransactionsResponse422ErrorCode = Literal['UNSUPPORTED_CURRENCY', 'VALIDATION_ERROR']

WALLET_TRANSACTIONS_RESPONSE_422_ERROR_CODE_VALUES: set[WalletTransactionsResponse422ErrorCode] = { 'UNSUPPORTED_CURRENCY', 'VALIDATION_ERROR',  }

def check_wallet_transactions_response_422_error_code(value: str) -> WalletTransactionsResponse422ErrorCode:
    if value in WALLET_TRANSACTIONS_RESPONSE_422_ERROR_CODE_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {WALLET_TRANSACTIONS_RESPONSE_422_ERROR_CODE_VALUES!r}")
