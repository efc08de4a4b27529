from typing import Literal

AdminKycRejectResponse403ErrorCode = Literal['FORBIDDEN']

ADMIN_KYC_REJECT_RESPONSE_403_ERROR_CODE_VALUES: set[AdminKycRejectResponse403ErrorCode] = { 'FORBIDDEN',  }

def check_admin_kyc_reject_response_403_error_code(value: str) -> AdminKycRejectResponse403ErrorCode:
    if value in ADMIN_KYC_REJECT_RESPONSE_403_ERROR_CODE_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {ADMIN_KYC_REJECT_RESPONSE_403_ERROR_CODE_VALUES!r}")
