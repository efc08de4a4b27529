from typing import Literal

AdminKycRejectResponse503ErrorCode = Literal['SERVICE_UNAVAILABLE']

ADMIN_KYC_REJECT_RESPONSE_503_ERROR_CODE_VALUES: set[AdminKycRejectResponse503ErrorCode] = { 'SERVICE_UNAVAILABLE',  }

def check_admin_kyc_reject_response_503_error_code(value: str) -> AdminKycRejectResponse503ErrorCode:
    if value in ADMIN_KYC_REJECT_RESPONSE_503_ERROR_CODE_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {ADMIN_KYC_REJECT_RESPONSE_503_ERROR_CODE_VALUES!r}")
