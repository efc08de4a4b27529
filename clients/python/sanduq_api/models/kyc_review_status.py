from typing import Literal

KycReviewStatus = Literal['approved', 'pending', 'rejected']

KYC_REVIEW_STATUS_VALUES: set[KycReviewStatus] = { 'approved', 'pending', 'rejected',  }

def check_kyc_review_status(value: str) -> KycReviewStatus:
    if value in KYC_REVIEW_STATUS_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {KYC_REVIEW_STATUS_VALUES!r}")
