from typing import Literal

DocsResponse503ErrorCode = Literal['SERVICE_UNAVAILABLE']

DOCS_RESPONSE_503_ERROR_CODE_VALUES: set[DocsResponse503ErrorCode] = { 'SERVICE_UNAVAILABLE',  }

def check_docs_response_503_error_code(value: str) -> DocsResponse503ErrorCode:
    if value in DOCS_RESPONSE_503_ERROR_CODE_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {DOCS_RESPONSE_503_ERROR_CODE_VALUES!r}")
