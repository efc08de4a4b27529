from typing import Literal

SandboxSmsInboxResponse503ErrorCode = Literal['SERVICE_UNAVAILABLE']

SANDBOX_SMS_INBOX_RESPONSE_503_ERROR_CODE_VALUES: set[SandboxSmsInboxResponse503ErrorCode] = { 'SERVICE_UNAVAILABLE',  }

def check_sandbox_sms_inbox_response_503_error_code(value: str) -> SandboxSmsInboxResponse503ErrorCode:
    if value in SANDBOX_SMS_INBOX_RESPONSE_503_ERROR_CODE_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {SANDBOX_SMS_INBOX_RESPONSE_503_ERROR_CODE_VALUES!r}")
