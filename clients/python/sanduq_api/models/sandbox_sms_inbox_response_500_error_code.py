from typing import Literal

SandboxSmsInboxResponse500ErrorCode = Literal['SERVER_ERROR']

SANDBOX_SMS_INBOX_RESPONSE_500_ERROR_CODE_VALUES: set[SandboxSmsInboxResponse500ErrorCode] = { 'SERVER_ERROR',  }

def check_sandbox_sms_inbox_response_500_error_code(value: str) -> SandboxSmsInboxResponse500ErrorCode:
    if value in SANDBOX_SMS_INBOX_RESPONSE_500_ERROR_CODE_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {SANDBOX_SMS_INBOX_RESPONSE_500_ERROR_CODE_VALUES!r}")
