from typing import Literal

KycVerificationDocumentType = Literal['driving_licence', 'national_id', 'passport', 'residence_card']

KYC_VERIFICATION_DOCUMENT_TYPE_VALUES: set[KycVerificationDocumentType] = { 'driving_licence', 'national_id', 'passport', 'residence_card',  }

def check_kyc_verification_document_type(value: str) -> KycVerificationDocumentType:
    if value in KYC_VERIFICATION_DOCUMENT_TYPE_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {KYC_VERIFICATION_DOCUMENT_TYPE_VALUES!r}")
