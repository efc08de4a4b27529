from typing import Literal

AdminAuditMerchantResponse500ErrorCode = Literal['SERVER_ERROR']

ADMIN_AUDIT_MERCHANT_RESPONSE_500_ERROR_CODE_VALUES: set[AdminAuditMerchantResponse500ErrorCode] = { 'SERVER_ERROR',  }

def check_admin_audit_merchant_response_500_error_code(value: str) -> AdminAuditMerchantResponse500ErrorCode:
    if value in ADMIN_AUDIT_MERCHANT_RESPONSE_500_ERROR_CODE_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {ADMIN_AUDIT_MERCHANT_RESPONSE_500_ERROR_CODE_VALUES!r}")
