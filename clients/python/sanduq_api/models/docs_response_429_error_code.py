from typing import Literal

DocsResponse429ErrorCode = Literal['RATE_LIMIT_EXCEEDED']

DOCS_RESPONSE_429_ERROR_CODE_VALUES: set[DocsResponse429ErrorCode] = { 'RATE_LIMIT_EXCEEDED',  }

def check_docs_response_429_error_code(value: str) -> DocsResponse429ErrorCode:
    if value in DOCS_RESPONSE_429_ERROR_CODE_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {DOCS_RESPONSE_429_ERROR_CODE_VALUES!r}")
