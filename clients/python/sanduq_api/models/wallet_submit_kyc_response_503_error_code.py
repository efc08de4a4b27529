from typing import Literal

WalletSubmitKycResponse503ErrorCode = Literal['SERVICE_UNAVAILABLE']

WALLET_SUBMIT_KYC_RESPONSE_503_ERROR_CODE_VALUES: set[WalletSubmitKycResponse503ErrorCode] = { 'SERVICE_UNAVAILABLE',  }

def check_wallet_submit_kyc_response_503_error_code(value: str) -> WalletSubmitKycResponse503ErrorCode:
    if value in WALLET_SUBMIT_KYC_RESPONSE_503_ERROR_CODE_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {WALLET_SUBMIT_KYC_RESPONSE_503_ERROR_CODE_VALUES!r}")
