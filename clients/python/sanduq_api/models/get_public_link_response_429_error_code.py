from typing import Literal

GetPublicLinkResponse429ErrorCode = Literal['RATE_LIMIT_EXCEEDED']

GET_PUBLIC_LINK_RESPONSE_429_ERROR_CODE_VALUES: set[GetPublicLinkResponse429ErrorCode] = { 'RATE_LIMIT_EXCEEDED',  }

def check_get_public_link_response_429_error_code(value: str) -> GetPublicLinkResponse429ErrorCode:
    if value in GET_PUBLIC_LINK_RESPONSE_429_ERROR_CODE_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {GET_PUBLIC_LINK_RESPONSE_429_ERROR_CODE_VALUES!r}")
