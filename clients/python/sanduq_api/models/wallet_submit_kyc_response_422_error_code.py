from typing import Literal

WalletSubmitKycResponse422ErrorCode = Literal['IDEMPOTENCY_KEY_REQUIRED', 'KYC_PENDING', 'KYC_REJECTED', 'VALIDATION_ERROR']

WALLET_SUBMIT_KYC_RESPONSE_422_ERROR_CODE_VALUES: set[WalletSubmitKycResponse422ErrorCode] = { 'IDEMPOTENCY_KEY_REQUIRED', 'KYC_PENDING', 'KYC_REJECTED', 'VALIDATION_ERROR',  }

def check_wallet_submit_kyc_response_422_error_code(value: str) -> WalletSubmitKycResponse422ErrorCode:
    if value in WALLET_SUBMIT_KYC_RESPONSE_422_ERROR_CODE_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {WALLET_SUBMIT_KYC_RESPONSE_422_ERROR_CODE_VALUES!r}")
