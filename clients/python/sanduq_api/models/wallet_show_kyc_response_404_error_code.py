from typing import Literal

WalletShowKycResponse404ErrorCode = Literal['NOT_FOUND']

WALLET_SHOW_KYC_RESPONSE_404_ERROR_CODE_VALUES: set[WalletShowKycResponse404ErrorCode] = { 'NOT_FOUND',  }

def check_wallet_show_kyc_response_404_error_code(value: str) -> WalletShowKycResponse404ErrorCode:
    if value in WALLET_SHOW_KYC_RESPONSE_404_ERROR_CODE_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {WALLET_SHOW_KYC_RESPONSE_404_ERROR_CODE_VALUES!r}")
