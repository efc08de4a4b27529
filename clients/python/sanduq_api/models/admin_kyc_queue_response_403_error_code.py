from typing import Literal

AdminKycQueueResponse403ErrorCode = Literal['FORBIDDEN']

ADMIN_KYC_QUEUE_RESPONSE_403_ERROR_CODE_VALUES: set[AdminKycQueueResponse403ErrorCode] = { 'FORBIDDEN',  }

def check_admin_kyc_queue_response_403_error_code(value: str) -> AdminKycQueueResponse403ErrorCode:
    if value in ADMIN_KYC_QUEUE_RESPONSE_403_ERROR_CODE_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {ADMIN_KYC_QUEUE_RESPONSE_403_ERROR_CODE_VALUES!r}")
