from typing import Literal

AdminGetFxRatesResponse429ErrorCode = Literal['RATE_LIMIT_EXCEEDED']

ADMIN_GET_FX_RATES_RESPONSE_429_ERROR_CODE_VALUES: set[AdminGetFxRatesResponse429ErrorCode] = { 'RATE_LIMIT_EXCEEDED',  }

def check_admin_get_fx_rates_response_429_error_code(value: str) -> AdminGetFxRatesResponse429ErrorCode:
    if value in ADMIN_GET_FX_RATES_RESPONSE_429_ERROR_CODE_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {ADMIN_GET_FX_RATES_RESPONSE_429_ERROR_CODE_VALUES!r}")
