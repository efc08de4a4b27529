from typing import Literal

GenerateMerchantQrBodyCurrency = Literal['iqD', 'iQd', 'IqD', 'iQD', 'IQd', 'Iqd', 'IQD', 'iqd', 'usd', 'uSD', 'UsD', 'USd', 'uSd', 'Usd', 'usD', 'USD']

GENERATE_MERCHANT_QR_BODY_CURRENCY_VALUES: set[GenerateMerchantQrBodyCurrency] = { 'iqD', 'iQd', 'IqD', 'iQD', 'IQd', 'Iqd', 'IQD', 'iqd', 'usd', 'uSD', 'UsD', 'USd', 'uSd', 'Usd', 'usD', 'USD',  }

def check_generate_merchant_qr_body_currency(value: str) -> GenerateMerchantQrBodyCurrency:
    if value in GENERATE_MERCHANT_QR_BODY_CURRENCY_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {GENERATE_MERCHANT_QR_BODY_CURRENCY_VALUES!r}")
