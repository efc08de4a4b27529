from typing import Literal

AdminAuditMerchantResponse429ErrorCode = Literal['RATE_LIMIT_EXCEEDED']

ADMIN_AUDIT_MERCHANT_RESPONSE_429_ERROR_CODE_VALUES: set[AdminAuditMerchantResponse429ErrorCode] = { 'RATE_LIMIT_EXCEEDED',  }

def check_admin_audit_merchant_response_429_error_code(value: str) -> AdminAuditMerchantResponse429ErrorCode:
    if value in ADMIN_AUDIT_MERCHANT_RESPONSE_429_ERROR_CODE_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {ADMIN_AUDIT_MERCHANT_RESPONSE_429_ERROR_CODE_VALUES!r}")
