from typing import Literal

WalletShowKycResponse429ErrorCode = Literal['RATE_LIMIT_EXCEEDED']

WALLET_SHOW_KYC_RESPONSE_429_ERROR_CODE_VALUES: set[WalletShowKycResponse429ErrorCode] = { 'RATE_LIMIT_EXCEEDED',  }

def check_wallet_show_kyc_response_429_error_code(value: str) -> WalletShowKycResponse429ErrorCode:
    if value in WALLET_SHOW_KYC_RESPONSE_429_ERROR_CODE_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {WALLET_SHOW_KYC_RESPONSE_429_ERROR_CODE_VALUES!r}")
