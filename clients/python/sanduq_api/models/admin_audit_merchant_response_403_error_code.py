from typing import Literal

AdminAuditMerchantResponse403ErrorCode = Literal['FORBIDDEN']

ADMIN_AUDIT_MERCHANT_RESPONSE_403_ERROR_CODE_VALUES: set[AdminAuditMerchantResponse403ErrorCode] = { 'FORBIDDEN',  }

def check_admin_audit_merchant_response_403_error_code(value: str) -> AdminAuditMerchantResponse403ErrorCode:
    if value in ADMIN_AUDIT_MERCHANT_RESPONSE_403_ERROR_CODE_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {ADMIN_AUDIT_MERCHANT_RESPONSE_403_ERROR_CODE_VALUES!r}")
