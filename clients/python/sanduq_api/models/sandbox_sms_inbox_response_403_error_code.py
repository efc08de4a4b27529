from typing import Literal

SandboxSmsInboxResponse403ErrorCode = Literal['FORBIDDEN', 'MERCHANT_NOT_APPROVED', 'MERCHANT_NOT_FOUND']

SANDBOX_SMS_INBOX_RESPONSE_403_ERROR_CODE_VALUES: set[SandboxSmsInboxResponse403ErrorCode] = { 'FORBIDDEN', 'MERCHANT_NOT_APPROVED', 'MERCHANT_NOT_FOUND',  }

def check_sandbox_sms_inbox_response_403_error_code(value: str) -> SandboxSmsInboxResponse403ErrorCode:
    if value in SANDBOX_SMS_INBOX_RESPONSE_403_ERROR_CODE_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {SANDBOX_SMS_INBOX_RESPONSE_403_ERROR_CODE_VALUES!r}")
