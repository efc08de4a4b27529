from typing import Literal

ChargeCustomerQrBodyCurrency = Literal['iqD', 'iQd', 'IqD', 'iQD', 'IQd', 'Iqd', 'IQD', 'iqd', 'usd', 'uSD', 'UsD', 'USd', 'uSd', 'Usd', 'usD', 'USD']

CHARGE_CUSTOMER_QR_BODY_CURRENCY_VALUES: set[ChargeCustomerQrBodyCurrency] = { 'iqD', 'iQd', 'IqD', 'iQD', 'IQd', 'Iqd', 'IQD', 'iqd', 'usd', 'uSD', 'UsD', 'USd', 'uSd', 'Usd', 'usD', 'USD',  }

def check_charge_customer_qr_body_currency(value: str) -> ChargeCustomerQrBodyCurrency:
    if value in CHARGE_CUSTOMER_QR_BODY_CURRENCY_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {CHARGE_CUSTOMER_QR_BODY_CURRENCY_VALUES!r}")
