from typing import Literal

WalletShowKycResponse401ErrorCode = Literal['TOKEN_EXPIRED']

WALLET_SHOW_KYC_RESPONSE_401_ERROR_CODE_VALUES: set[WalletShowKycResponse401ErrorCode] = { 'TOKEN_EXPIRED',  }

def check_wallet_show_kyc_response_401_error_code(value: str) -> WalletShowKycResponse401ErrorCode:
    if value in WALLET_SHOW_KYC_RESPONSE_401_ERROR_CODE_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {WALLET_SHOW_KYC_RESPONSE_401_ERROR_CODE_VALUES!r}")
