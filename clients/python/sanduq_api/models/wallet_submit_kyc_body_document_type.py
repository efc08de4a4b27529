from typing import Literal

WalletSubmitKycBodyDocumentType = Literal['driving_licence', 'national_id', 'passport', 'residence_card']

WALLET_SUBMIT_KYC_BODY_DOCUMENT_TYPE_VALUES: set[WalletSubmitKycBodyDocumentType] = { 'driving_licence', 'national_id', 'passport', 'residence_card',  }

def check_wallet_submit_kyc_body_document_type(value: str) -> WalletSubmitKycBodyDocumentType:
    if value in WALLET_SUBMIT_KYC_BODY_DOCUMENT_TYPE_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {WALLET_SUBMIT_KYC_BODY_DOCUMENT_TYPE_VALUES!r}")
