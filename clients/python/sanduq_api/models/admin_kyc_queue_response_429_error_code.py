from typing import Literal

AdminKycQueueResponse429ErrorCode = Literal['RATE_LIMIT_EXCEEDED']

ADMIN_KYC_QUEUE_RESPONSE_429_ERROR_CODE_VALUES: set[AdminKycQueueResponse429ErrorCode] = { 'RATE_LIMIT_EXCEEDED',  }

def check_admin_kyc_queue_response_429_error_code(value: str) -> AdminKycQueueResponse429ErrorCode:
    if value in ADMIN_KYC_QUEUE_RESPONSE_429_ERROR_CODE_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {ADMIN_KYC_QUEUE_RESPONSE_429_ERROR_CODE_VALUES!r}")
