from typing import Literal

AdminGetFxRatesResponse404ErrorCode = Literal['NOT_FOUND']

ADMIN_GET_FX_RATES_RESPONSE_404_ERROR_CODE_VALUES: set[AdminGetFxRatesResponse404ErrorCode] = { 'NOT_FOUND',  }

def check_admin_get_fx_rates_response_404_error_code(value: str) -> AdminGetFxRatesResponse404ErrorCode:
    if value in ADMIN_GET_FX_RATES_RESPONSE_404_ERROR_CODE_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {ADMIN_GET_FX_RATES_RESPONSE_404_ERROR_CODE_VALUES!r}")
