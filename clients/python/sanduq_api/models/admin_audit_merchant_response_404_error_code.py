from typing import Literal

AdminAuditMerchantResponse404ErrorCode = Literal['MERCHANT_NOT_FOUND']

ADMIN_AUDIT_MERCHANT_RESPONSE_404_ERROR_CODE_VALUES: set[AdminAuditMerchantResponse404ErrorCode] = { 'MERCHANT_NOT_FOUND',  }

def check_admin_audit_merchant_response_404_error_code(value: str) -> AdminAuditMerchantResponse404ErrorCode:
    if value in ADMIN_AUDIT_MERCHANT_RESPONSE_404_ERROR_CODE_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {ADMIN_AUDIT_MERCHANT_RESPONSE_404_ERROR_CODE_VALUES!r}")
