from typing import Literal

ShortLinkResponse404ErrorCode = Literal['NOT_FOUND']

SHORT_LINK_RESPONSE_404_ERROR_CODE_VALUES: set[ShortLinkResponse404ErrorCode] = { 'NOT_FOUND',  }

def check_short_link_response_404_error_code(value: str) -> ShortLinkResponse404ErrorCode:
    if value in SHORT_LINK_RESPONSE_404_ERROR_CODE_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {SHORT_LINK_RESPONSE_404_ERROR_CODE_VALUES!r}")
