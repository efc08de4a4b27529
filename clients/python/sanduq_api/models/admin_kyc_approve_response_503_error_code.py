from typing import Literal

AdminKycApproveResponse503ErrorCode = Literal['SERVICE_UNAVAILABLE']

ADMIN_KYC_APPROVE_RESPONSE_503_ERROR_CODE_VALUES: set[AdminKycApproveResponse503ErrorCode] = { 'SERVICE_UNAVAILABLE',  }

def check_admin_kyc_approve_response_503_error_code(value: str) -> AdminKycApproveResponse503ErrorCode:
    if value in ADMIN_KYC_APPROVE_RESPONSE_503_ERROR_CODE_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {ADMIN_KYC_APPROVE_RESPONSE_503_ERROR_CODE_VALUES!r}")
