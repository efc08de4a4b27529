from typing import Literal

ShortLinkResponse503ErrorCode = Literal['SERVICE_UNAVAILABLE']

SHORT_LINK_RESPONSE_503_ERROR_CODE_VALUES: set[ShortLinkResponse503ErrorCode] = { 'SERVICE_UNAVAILABLE',  }

def check_short_link_response_503_error_code(value: str) -> ShortLinkResponse503ErrorCode:
    if value in SHORT_LINK_RESPONSE_503_ERROR_CODE_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {SHORT_LINK_RESPONSE_503_ERROR_CODE_VALUES!r}")
