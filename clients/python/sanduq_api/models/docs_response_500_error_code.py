from typing import Literal

DocsResponse500ErrorCode = Literal['SERVER_ERROR']

DOCS_RESPONSE_500_ERROR_CODE_VALUES: set[DocsResponse500ErrorCode] = { 'SERVER_ERROR',  }

def check_docs_response_500_error_code(value: str) -> DocsResponse500ErrorCode:
    if value in DOCS_RESPONSE_500_ERROR_CODE_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {DOCS_RESPONSE_500_ERROR_CODE_VALUES!r}")
