from typing import Literal

KycReviewDocumentContentType = Literal['image/jpeg', 'image/png']

KYC_REVIEW_DOCUMENT_CONTENT_TYPE_VALUES: set[KycReviewDocumentContentType] = { 'image/jpeg', 'image/png',  }

def check_kyc_review_document_content_type(value: str) -> KycReviewDocumentContentType:
    if value in KYC_REVIEW_DOCUMENT_CONTENT_TYPE_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {KYC_REVIEW_DOCUMENT_CONTENT_TYPE_VALUES!r}")
