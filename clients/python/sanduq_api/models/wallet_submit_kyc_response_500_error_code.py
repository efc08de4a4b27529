from typing import Literal

WalletSubmitKycResponse500ErrorCode = Literal['SERVER_ERROR']

WALLET_SUBMIT_KYC_RESPONSE_500_ERROR_CODE_VALUES: set[WalletSubmitKycResponse500ErrorCode] = { 'SERVER_ERROR',  }

def check_wallet_submit_kyc_response_500_error_code(value: str) -> WalletSubmitKycResponse500ErrorCode:
    if value in WALLET_SUBMIT_KYC_RESPONSE_500_ERROR_CODE_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {WALLET_SUBMIT_KYC_RESPONSE_500_ERROR_CODE_VALUES!r}")
