from typing import Literal

KycReviewDocumentType = Literal['driving_licence', 'national_id', 'passport', 'residence_card']

KYC_REVIEW_DOCUMENT_TYPE_VALUES: set[KycReviewDocumentType] = { 'driving_licence', 'national_id', 'passport', 'residence_card',  }

def check_kyc_review_document_type(value: str) -> KycReviewDocumentType:
    if value in KYC_REVIEW_DOCUMENT_TYPE_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {KYC_REVIEW_DOCUMENT_TYPE_VALUES!r}")
