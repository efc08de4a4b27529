from typing import Literal

AdminKycShowResponse503ErrorCode = Literal['SERVICE_UNAVAILABLE']

ADMIN_KYC_SHOW_RESPONSE_503_ERROR_CODE_VALUES: set[AdminKycShowResponse503ErrorCode] = { 'SERVICE_UNAVAILABLE',  }

def check_admin_kyc_show_response_503_error_code(value: str) -> AdminKycShowResponse503ErrorCode:
    if value in ADMIN_KYC_SHOW_RESPONSE_503_ERROR_CODE_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {ADMIN_KYC_SHOW_RESPONSE_503_ERROR_CODE_VALUES!r}")
