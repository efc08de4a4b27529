from typing import Literal

WalletKycStatus = Literal['approved', 'none', 'pending', 'rejected']

WALLET_KYC_STATUS_VALUES: set[WalletKycStatus] = { 'approved', 'none', 'pending', 'rejected',  }

def check_wallet_kyc_status(value: str) -> WalletKycStatus:
    if value in WALLET_KYC_STATUS_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {WALLET_KYC_STATUS_VALUES!r}")
