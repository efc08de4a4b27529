from typing import Literal

GatewayVoidCurrency = Literal['IQD', 'USD']

GATEWAY_VOID_CURRENCY_VALUES: set[GatewayVoidCurrency] = { 'IQD', 'USD',  }

def check_gateway_void_currency(value: str) -> GatewayVoidCurrency:
    if value in GATEWAY_VOID_CURRENCY_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {GATEWAY_VOID_CURRENCY_VALUES!r}")
