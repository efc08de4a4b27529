from typing import Literal

AdminKycApproveResponse404ErrorCode = Literal['NOT_FOUND']

ADMIN_KYC_APPROVE_RESPONSE_404_ERROR_CODE_VALUES: set[AdminKycApproveResponse404ErrorCode] = { 'NOT_FOUND',  }

def check_admin_kyc_approve_response_404_error_code(value: str) -> AdminKycApproveResponse404ErrorCode:
    if value in ADMIN_KYC_APPROVE_RESPONSE_404_ERROR_CODE_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {ADMIN_KYC_APPROVE_RESPONSE_404_ERROR_CODE_VALUES!r}")
