from typing import Literal

AdminKycShowResponse404ErrorCode = Literal['NOT_FOUND']

ADMIN_KYC_SHOW_RESPONSE_404_ERROR_CODE_VALUES: set[AdminKycShowResponse404ErrorCode] = { 'NOT_FOUND',  }

def check_admin_kyc_show_response_404_error_code(value: str) -> AdminKycShowResponse404ErrorCode:
    if value in ADMIN_KYC_SHOW_RESPONSE_404_ERROR_CODE_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {ADMIN_KYC_SHOW_RESPONSE_404_ERROR_CODE_VALUES!r}")
