from typing import Literal

AdminKycQueueResponse422ErrorCode = Literal['VALIDATION_ERROR']

ADMIN_KYC_QUEUE_RESPONSE_422_ERROR_CODE_VALUES: set[AdminKycQueueResponse422ErrorCode] = { 'VALIDATION_ERROR',  }

def check_admin_kyc_queue_response_422_error_code(value: str) -> AdminKycQueueResponse422ErrorCode:
    if value in ADMIN_KYC_QUEUE_RESPONSE_422_ERROR_CODE_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {ADMIN_KYC_QUEUE_RESPONSE_422_ERROR_CODE_VALUES!r}")
