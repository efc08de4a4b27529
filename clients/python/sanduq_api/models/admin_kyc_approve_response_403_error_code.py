from typing import Literal

AdminKycApproveResponse403ErrorCode = Literal['FORBIDDEN']

ADMIN_KYC_APPROVE_RESPONSE_403_ERROR_CODE_VALUES: set[AdminKycApproveResponse403ErrorCode] = { 'FORBIDDEN',  }

def check_admin_kyc_approve_response_403_error_code(value: str) -> AdminKycApproveResponse403ErrorCode:
    if value in ADMIN_KYC_APPROVE_RESPONSE_403_ERROR_CODE_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {ADMIN_KYC_APPROVE_RESPONSE_403_ERROR_CODE_VALUES!r}")
