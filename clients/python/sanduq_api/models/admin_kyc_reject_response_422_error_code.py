from typing import Literal

AdminKycRejectResponse422ErrorCode = Literal['INVALID_PAYMENT_STATUS', 'VALIDATION_ERROR']

ADMIN_KYC_REJECT_RESPONSE_422_ERROR_CODE_VALUES: set[AdminKycRejectResponse422ErrorCode] = { 'INVALID_PAYMENT_STATUS', 'VALIDATION_ERROR',  }

def check_admin_kyc_reject_response_422_error_code(value: str) -> AdminKycRejectResponse422ErrorCode:
    if value in ADMIN_KYC_REJECT_RESPONSE_422_ERROR_CODE_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {ADMIN_KYC_REJECT_RESPONSE_422_ERROR_CODE_VALUES!r}")
