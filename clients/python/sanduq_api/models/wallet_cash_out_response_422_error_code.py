from typing import Literal

WalletCashOutResponse422ErrorCode = Literal['IDEMPOTENCY_KEY_REQUIRED', 'INSUFFICIENT_BALANCE', 'KYC_PENDING', 'KYC_REJECTED', 'KYC_REQUIRED', 'PIN_REQUIRED', 'UNSUPPORTED_CURRENCY', 'VALIDATION_ERROR']

WALLET_CASH_OUT_RESPONSE_422_ERROR_CODE_VALUES: set[WalletCashOutResponse422ErrorCode] = { 'IDEMPOTENCY_KEY_REQUIRED', 'INSUFFICIENT_BALANCE', 'KYC_PENDING', 'KYC_REJECTED', 'KYC_REQUIRED', 'PIN_REQUIRED', 'UNSUPPORTED_CURRENCY', 'VALIDATION_ERROR',  }

def check_wallet_cash_out_response_422_error_code(value: str) -> WalletCashOutResponse422ErrorCode:
    if value in WALLET_CASH_OUT_RESPONSE_422_ERROR_CODE_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {WALLET_CASH_OUT_RESPONSE_422_ERROR_CODE_VALUES!r}")
