from typing import Literal

ShortLinkResponse429ErrorCode = Literal['RATE_LIMIT_EXCEEDED']

SHORT_LINK_RESPONSE_429_ERROR_CODE_VALUES: set[ShortLinkResponse429ErrorCode] = { 'RATE_LIMIT_EXCEEDED',  }

def check_short_link_response_429_error_code(value: str) -> ShortLinkResponse429ErrorCode:
    if value in SHORT_LINK_RESPONSE_429_ERROR_CODE_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {SHORT_LINK_RESPONSE_429_ERROR_CODE_VALUES!r}")
