from typing import Literal

SandboxSmsInboxResponse422ErrorCode = Literal['VALIDATION_ERROR']

SANDBOX_SMS_INBOX_RESPONSE_422_ERROR_CODE_VALUES: set[SandboxSmsInboxResponse422ErrorCode] = { 'VALIDATION_ERROR',  }

def check_sandbox_sms_inbox_response_422_error_code(value: str) -> SandboxSmsInboxResponse422ErrorCode:
    if value in SANDBOX_SMS_INBOX_RESPONSE_422_ERROR_CODE_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {SANDBOX_SMS_INBOX_RESPONSE_422_ERROR_CODE_VALUES!r}")
