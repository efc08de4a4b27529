from typing import Literal

WalletShowKycResponse503ErrorCode = Literal['SERVICE_UNAVAILABLE']

WALLET_SHOW_KYC_RESPONSE_503_ERROR_CODE_VALUES: set[WalletShowKycResponse503ErrorCode] = { 'SERVICE_UNAVAILABLE',  }

def check_wallet_show_kyc_response_503_error_code(value: str) -> WalletShowKycResponse503ErrorCode:
    if value in WALLET_SHOW_KYC_RESPONSE_503_ERROR_CODE_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {WALLET_SHOW_KYC_RESPONSE_503_ERROR_CODE_VALUES!r}")
