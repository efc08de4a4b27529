from typing import Literal

AdminGetFxRatesResponse503ErrorCode = Literal['SERVICE_UNAVAILABLE']

ADMIN_GET_FX_RATES_RESPONSE_503_ERROR_CODE_VALUES: set[AdminGetFxRatesResponse503ErrorCode] = { 'SERVICE_UNAVAILABLE',  }

def check_admin_get_fx_rates_response_503_error_code(value: str) -> AdminGetFxRatesResponse503ErrorCode:
    if value in ADMIN_GET_FX_RATES_RESPONSE_503_ERROR_CODE_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {ADMIN_GET_FX_RATES_RESPONSE_503_ERROR_CODE_VALUES!r}")
