from typing import Literal

ChargeCustomerQrBodyCurrency = Literal['IQd', 'iqD', 'IQD', 'Iqd', 'IqD', 'iQd', 'iQD', 'iqd', 'USD', 'uSd', 'usd', 'Usd', 'usD', 'uSD', 'USd', 'UsD']

CHARGE_CUSTOMER_QR_BODY_CURRENCY_VALUES: set[ChargeCustomerQrBodyCurrency] = { 'IQd', 'iqD', 'IQD', 'Iqd', 'IqD', 'iQd', 'iQD', 'iqd', 'USD', 'uSd', 'usd', 'Usd', 'usD', 'uSD', 'USd', 'UsD',  }

def check_charge_customer_qr_body_currency(value: str) -> ChargeCustomerQrBodyCurrency:
    if value in CHARGE_CUSTOMER_QR_BODY_CURRENCY_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {CHARGE_CUSTOMER_QR_BODY_CURRENCY_VALUES!r}")
