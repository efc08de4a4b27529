from typing import Literal

AdminKycShowResponse500ErrorCode = Literal['SERVER_ERROR']

ADMIN_KYC_SHOW_RESPONSE_500_ERROR_CODE_VALUES: set[AdminKycShowResponse500ErrorCode] = { 'SERVER_ERROR',  }

def check_admin_kyc_show_response_500_error_code(value: str) -> AdminKycShowResponse500ErrorCode:
    if value in ADMIN_KYC_SHOW_RESPONSE_500_ERROR_CODE_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {ADMIN_KYC_SHOW_RESPONSE_500_ERROR_CODE_VALUES!r}")
