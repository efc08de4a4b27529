from typing import Literal

SandboxSmsInboxResponse429ErrorCode = Literal['RATE_LIMIT_EXCEEDED']

SANDBOX_SMS_INBOX_RESPONSE_429_ERROR_CODE_VALUES: set[SandboxSmsInboxResponse429ErrorCode] = { 'RATE_LIMIT_EXCEEDED',  }

def check_sandbox_sms_inbox_response_429_error_code(value: str) -> SandboxSmsInboxResponse429ErrorCode:
    if value in SANDBOX_SMS_INBOX_RESPONSE_429_ERROR_CODE_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {SANDBOX_SMS_INBOX_RESPONSE_429_ERROR_CODE_VALUES!r}")
