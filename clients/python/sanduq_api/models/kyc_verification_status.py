from typing import Literal

KycVerificationStatus = Literal['approved', 'pending', 'rejected']

KYC_VERIFICATION_STATUS_VALUES: set[KycVerificationStatus] = { 'approved', 'pending', 'rejected',  }

def check_kyc_verification_status(value: str) -> KycVerificationStatus:
    if value in KYC_VERIFICATION_STATUS_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {KYC_VERIFICATION_STATUS_VALUES!r}")
