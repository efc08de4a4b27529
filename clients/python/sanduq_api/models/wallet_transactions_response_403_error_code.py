from typing import Literal

WalletTransactionsResponse403ErrorCode = Literal['FORBIDDEN', 'MERCHANT_NOT_APPROVED']

WALLET_TRANSACTIONS_RESPONSE_403_ERROR_CODE_VALUES: set[WalletTransactionsResponse403ErrorCode] = { 'FORBIDDEN', 'MERCHANT_NOT_APPROVED',  }

def check_wallet_transactions_response_403_error_code(value: str) -> WalletTransactionsResponse403ErrorCode:
    if value in WALLET_TRANSACTIONS_RESPONSE_403_ERROR_CODE_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {WALLET_TRANSACTIONS_RESPONSE_403_ERROR_CODE_VALUES!r}")
