from typing import Literal

WalletShowKycResponse500ErrorCode = Literal['SERVER_ERROR']

WALLET_SHOW_KYC_RESPONSE_500_ERROR_CODE_VALUES: set[WalletShowKycResponse500ErrorCode] = { 'SERVER_ERROR',  }

def check_wallet_show_kyc_response_500_error_code(value: str) -> WalletShowKycResponse500ErrorCode:
    if value in WALLET_SHOW_KYC_RESPONSE_500_ERROR_CODE_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {WALLET_SHOW_KYC_RESPONSE_500_ERROR_CODE_VALUES!r}")
