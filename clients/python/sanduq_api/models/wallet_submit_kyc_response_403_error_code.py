from typing import Literal

WalletSubmitKycResponse403ErrorCode = Literal['FORBIDDEN', 'MERCHANT_NOT_APPROVED']

WALLET_SUBMIT_KYC_RESPONSE_403_ERROR_CODE_VALUES: set[WalletSubmitKycResponse403ErrorCode] = { 'FORBIDDEN', 'MERCHANT_NOT_APPROVED',  }

def check_wallet_submit_kyc_response_403_error_code(value: str) -> WalletSubmitKycResponse403ErrorCode:
    if value in WALLET_SUBMIT_KYC_RESPONSE_403_ERROR_CODE_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {WALLET_SUBMIT_KYC_RESPONSE_403_ERROR_CODE_VALUES!r}")
