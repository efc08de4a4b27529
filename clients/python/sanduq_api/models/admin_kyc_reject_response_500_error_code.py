from typing import Literal

AdminKycRejectResponse500ErrorCode = Literal['SERVER_ERROR']

ADMIN_KYC_REJECT_RESPONSE_500_ERROR_CODE_VALUES: set[AdminKycRejectResponse500ErrorCode] = { 'SERVER_ERROR',  }

def check_admin_kyc_reject_response_500_error_code(value: str) -> AdminKycRejectResponse500ErrorCode:
    if value in ADMIN_KYC_REJECT_RESPONSE_500_ERROR_CODE_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {ADMIN_KYC_REJECT_RESPONSE_500_ERROR_CODE_VALUES!r}")
