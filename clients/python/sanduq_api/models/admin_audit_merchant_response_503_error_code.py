from typing import Literal

AdminAuditMerchantResponse503ErrorCode = Literal['SERVICE_UNAVAILABLE']

ADMIN_AUDIT_MERCHANT_RESPONSE_503_ERROR_CODE_VALUES: set[AdminAuditMerchantResponse503ErrorCode] = { 'SERVICE_UNAVAILABLE',  }

def check_admin_audit_merchant_response_503_error_code(value: str) -> AdminAuditMerchantResponse503ErrorCode:
    if value in ADMIN_AUDIT_MERCHANT_RESPONSE_503_ERROR_CODE_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {ADMIN_AUDIT_MERCHANT_RESPONSE_503_ERROR_CODE_VALUES!r}")
