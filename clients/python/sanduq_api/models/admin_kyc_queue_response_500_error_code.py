from typing import Literal

AdminKycQueueResponse500ErrorCode = Literal['SERVER_ERROR']

ADMIN_KYC_QUEUE_RESPONSE_500_ERROR_CODE_VALUES: set[AdminKycQueueResponse500ErrorCode] = { 'SERVER_ERROR',  }

def check_admin_kyc_queue_response_500_error_code(value: str) -> AdminKycQueueResponse500ErrorCode:
    if value in ADMIN_KYC_QUEUE_RESPONSE_500_ERROR_CODE_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {ADMIN_KYC_QUEUE_RESPONSE_500_ERROR_CODE_VALUES!r}")
