from typing import Literal

GatewayCaptureCurrency = Literal['IQD', 'USD']

GATEWAY_CAPTURE_CURRENCY_VALUES: set[GatewayCaptureCurrency] = { 'IQD', 'USD',  }

def check_gateway_capture_currency(value: str) -> GatewayCaptureCurrency:
    if value in GATEWAY_CAPTURE_CURRENCY_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {GATEWAY_CAPTURE_CURRENCY_VALUES!r}")
