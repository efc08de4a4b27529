from typing import Literal

AdminKycShowResponse403ErrorCode = Literal['FORBIDDEN']

ADMIN_KYC_SHOW_RESPONSE_403_ERROR_CODE_VALUES: set[AdminKycShowResponse403ErrorCode] = { 'FORBIDDEN',  }

def check_admin_kyc_show_response_403_error_code(value: str) -> AdminKycShowResponse403ErrorCode:
    if value in ADMIN_KYC_SHOW_RESPONSE_403_ERROR_CODE_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {ADMIN_KYC_SHOW_RESPONSE_403_ERROR_CODE_VALUES!r}")
