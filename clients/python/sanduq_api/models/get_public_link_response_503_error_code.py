from typing import Literal

GetPublicLinkResponse503ErrorCode = Literal['SERVICE_UNAVAILABLE']

GET_PUBLIC_LINK_RESPONSE_503_ERROR_CODE_VALUES: set[GetPublicLinkResponse503ErrorCode] = { 'SERVICE_UNAVAILABLE',  }

def check_get_public_link_response_503_error_code(value: str) -> GetPublicLinkResponse503ErrorCode:
    if value in GET_PUBLIC_LINK_RESPONSE_503_ERROR_CODE_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {GET_PUBLIC_LINK_RESPONSE_503_ERROR_CODE_VALUES!r}")
