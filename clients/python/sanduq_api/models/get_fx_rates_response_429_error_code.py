from typing import Literal

GetFxRatesResponse429ErrorCode = Literal['RATE_LIMIT_EXCEEDED']

GET_FX_RATES_RESPONSE_429_ERROR_CODE_VALUES: set[GetFxRatesResponse429ErrorCode] = { 'RATE_LIMIT_EXCEEDED',  }

def check_get_fx_rates_response_429_error_code(value: str) -> GetFxRatesResponse429ErrorCode:
    if value in GET_FX_RATES_RESPONSE_429_ERROR_CODE_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {GET_FX_RATES_RESPONSE_429_ERROR_CODE_VALUES!r}")
