from typing import Literal

WalletSubmitKycResponse401ErrorCode = Literal['TOKEN_EXPIRED']

WALLET_SUBMIT_KYC_RESPONSE_401_ERROR_CODE_VALUES: set[WalletSubmitKycResponse401ErrorCode] = { 'TOKEN_EXPIRED',  }

def check_wallet_submit_kyc_response_401_error_code(value: str) -> WalletSubmitKycResponse401ErrorCode:
    if value in WALLET_SUBMIT_KYC_RESPONSE_401_ERROR_CODE_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {WALLET_SUBMIT_KYC_RESPONSE_401_ERROR_CODE_VALUES!r}")
