from typing import Literal

GetMerchantWalletResponse503ErrorCode = Literal['SERVICE_UNAVAILABLE']

GET_MERCHANT_WALLET_RESPONSE_503_ERROR_CODE_VALUES: set[GetMerchantWalletResponse503ErrorCode] = { 'SERVICE_UNAVAILABLE',  }

def check_get_merchant_wallet_response_503_error_code(value: str) -> GetMerchantWalletResponse503ErrorCode:
    if value in GET_MERCHANT_WALLET_RESPONSE_503_ERROR_CODE_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {GET_MERCHANT_WALLET_RESPONSE_503_ERROR_CODE_VALUES!r}")
