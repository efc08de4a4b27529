from typing import Literal

AdminSetFxRatesResponse429ErrorCode = Literal['RATE_LIMIT_EXCEEDED']

ADMIN_SET_FX_RATES_RESPONSE_429_ERROR_CODE_VALUES: set[AdminSetFxRatesResponse429ErrorCode] = { 'RATE_LIMIT_EXCEEDED',  }

def check_admin_set_fx_rates_response_429_error_code(value: str) -> AdminSetFxRatesResponse429ErrorCode:
    if value in ADMIN_SET_FX_RATES_RESPONSE_429_ERROR_CODE_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {ADMIN_SET_FX_RATES_RESPONSE_429_ERROR_CODE_VALUES!r}")
