from typing import Literal

AdminKycApproveResponse500ErrorCode = Literal['SERVER_ERROR']

ADMIN_KYC_APPROVE_RESPONSE_500_ERROR_CODE_VALUES: set[AdminKycApproveResponse500ErrorCode] = { 'SERVER_ERROR',  }

def check_admin_kyc_approve_response_500_error_code(value: str) -> AdminKycApproveResponse500ErrorCode:
    if value in ADMIN_KYC_APPROVE_RESPONSE_500_ERROR_CODE_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {ADMIN_KYC_APPROVE_RESPONSE_500_ERROR_CODE_VALUES!r}")
