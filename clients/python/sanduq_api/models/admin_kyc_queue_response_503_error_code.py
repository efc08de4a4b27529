from typing import Literal

AdminKycQueueResponse503ErrorCode = Literal['SERVICE_UNAVAILABLE']

ADMIN_KYC_QUEUE_RESPONSE_503_ERROR_CODE_VALUES: set[AdminKycQueueResponse503ErrorCode] = { 'SERVICE_UNAVAILABLE',  }

def check_admin_kyc_queue_response_503_error_code(value: str) -> AdminKycQueueResponse503ErrorCode:
    if value in ADMIN_KYC_QUEUE_RESPONSE_503_ERROR_CODE_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {ADMIN_KYC_QUEUE_RESPONSE_503_ERROR_CODE_VALUES!r}")
