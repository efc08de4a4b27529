from typing import Literal

ShortLinkResponse500ErrorCode = Literal['SERVER_ERROR']

SHORT_LINK_RESPONSE_500_ERROR_CODE_VALUES: set[ShortLinkResponse500ErrorCode] = { 'SERVER_ERROR',  }

def check_short_link_response_500_error_code(value: str) -> ShortLinkResponse500ErrorCode:
    if value in SHORT_LINK_RESPONSE_500_ERROR_CODE_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {SHORT_LINK_RESPONSE_500_ERROR_CODE_VALUES!r}")
