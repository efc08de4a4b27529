from typing import Literal

GetFxRatesResponse403ErrorCode = Literal['FORBIDDEN', 'MERCHANT_NOT_APPROVED', 'MERCHANT_NOT_FOUND']

GET_FX_RATES_RESPONSE_403_ERROR_CODE_VALUES: set[GetFxRatesResponse403ErrorCode] = { 'FORBIDDEN', 'MERCHANT_NOT_APPROVED', 'MERCHANT_NOT_FOUND',  }

def check_get_fx_rates_response_403_error_code(value: str) -> GetFxRatesResponse403ErrorCode:
    if value in GET_FX_RATES_RESPONSE_403_ERROR_CODE_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {GET_FX_RATES_RESPONSE_403_ERROR_CODE_VALUES!r}")
