from typing import Literal

GetFxRatesResponse500ErrorCode = Literal['SERVER_ERROR']

GET_FX_RATES_RESPONSE_500_ERROR_CODE_VALUES: set[GetFxRatesResponse500ErrorCode] = { 'SERVER_ERROR',  }

def check_get_fx_rates_response_500_error_code(value: str) -> GetFxRatesResponse500ErrorCode:
    if value in GET_FX_RATES_RESPONSE_500_ERROR_CODE_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {GET_FX_RATES_RESPONSE_500_ERROR_CODE_VALUES!r}")
