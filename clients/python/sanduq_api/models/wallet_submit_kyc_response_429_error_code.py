from typing import Literal

WalletSubmitKycResponse429ErrorCode = Literal['RATE_LIMIT_EXCEEDED']

WALLET_SUBMIT_KYC_RESPONSE_429_ERROR_CODE_VALUES: set[WalletSubmitKycResponse429ErrorCode] = { 'RATE_LIMIT_EXCEEDED',  }

def check_wallet_submit_kyc_response_429_error_code(value: str) -> WalletSubmitKycResponse429ErrorCode:
    if value in WALLET_SUBMIT_KYC_RESPONSE_429_ERROR_CODE_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {WALLET_SUBMIT_KYC_RESPONSE_429_ERROR_CODE_VALUES!r}")
