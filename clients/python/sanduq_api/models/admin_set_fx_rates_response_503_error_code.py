from typing import Literal

AdminSetFxRatesResponse503ErrorCode = Literal['SERVICE_UNAVAILABLE']

ADMIN_SET_FX_RATES_RESPONSE_503_ERROR_CODE_VALUES: set[AdminSetFxRatesResponse503ErrorCode] = { 'SERVICE_UNAVAILABLE',  }

def check_admin_set_fx_rates_response_503_error_code(value: str) -> AdminSetFxRatesResponse503ErrorCode:
    if value in ADMIN_SET_FX_RATES_RESPONSE_503_ERROR_CODE_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {ADMIN_SET_FX_RATES_RESPONSE_503_ERROR_CODE_VALUES!r}")
