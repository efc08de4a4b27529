from typing import Literal

AdminKycRejectResponse404ErrorCode = Literal['NOT_FOUND']

ADMIN_KYC_REJECT_RESPONSE_404_ERROR_CODE_VALUES: set[AdminKycRejectResponse404ErrorCode] = { 'NOT_FOUND',  }

def check_admin_kyc_reject_response_404_error_code(value: str) -> AdminKycRejectResponse404ErrorCode:
    if value in ADMIN_KYC_REJECT_RESPONSE_404_ERROR_CODE_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {ADMIN_KYC_REJECT_RESPONSE_404_ERROR_CODE_VALUES!r}")
