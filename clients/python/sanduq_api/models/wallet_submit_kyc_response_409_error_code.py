from typing import Literal

WalletSubmitKycResponse409ErrorCode = Literal['IDEMPOTENCY_KEY_REUSED', 'WALLET_BUSY']

WALLET_SUBMIT_KYC_RESPONSE_409_ERROR_CODE_VALUES: set[WalletSubmitKycResponse409ErrorCode] = { 'IDEMPOTENCY_KEY_REUSED', 'WALLET_BUSY',  }

def check_wallet_submit_kyc_response_409_error_code(value: str) -> WalletSubmitKycResponse409ErrorCode:
    if value in WALLET_SUBMIT_KYC_RESPONSE_409_ERROR_CODE_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {WALLET_SUBMIT_KYC_RESPONSE_409_ERROR_CODE_VALUES!r}")
