from typing import Literal

ChargeCustomerQrBodyCurrency = Literal['IQD', 'USD']

CHARGE_CUSTOMER_QR_BODY_CURRENCY_VALUES: set[ChargeCustomerQrBodyCurrency] = { 'IQD', 'USD',  }

def check_charge_customer_qr_body_currency(value: str) -> ChargeCustomerQrBodyCurrency:
    if value in CHARGE_CUSTOMER_QR_BODY_CURRENCY_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {CHARGE_CUSTOMER_QR_BODY_CURRENCY_VALUES!r}")
