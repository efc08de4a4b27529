from typing import Literal

GetFxRatesResponse503ErrorCode = Literal['SERVICE_UNAVAILABLE']

GET_FX_RATES_RESPONSE_503_ERROR_CODE_VALUES: set[GetFxRatesResponse503ErrorCode] = { 'SERVICE_UNAVAILABLE',  }

def check_get_fx_rates_response_503_error_code(value: str) -> GetFxRatesResponse503ErrorCode:
    if value in GET_FX_RATES_RESPONSE_503_ERROR_CODE_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {GET_FX_RATES_RESPONSE_503_ERROR_CODE_VALUES!r}")
