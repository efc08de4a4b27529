from typing import Literal

GetPublicLinkResponse404ErrorCode = Literal['NOT_FOUND']

GET_PUBLIC_LINK_RESPONSE_404_ERROR_CODE_VALUES: set[GetPublicLinkResponse404ErrorCode] = { 'NOT_FOUND',  }

def check_get_public_link_response_404_error_code(value: str) -> GetPublicLinkResponse404ErrorCode:
    if value in GET_PUBLIC_LINK_RESPONSE_404_ERROR_CODE_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {GET_PUBLIC_LINK_RESPONSE_404_ERROR_CODE_VALUES!r}")
