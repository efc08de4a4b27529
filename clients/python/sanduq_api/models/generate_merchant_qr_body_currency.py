from typing import Literal

GenerateMerchantQrBodyCurrency = Literal['IQD', 'USD']

GENERATE_MERCHANT_QR_BODY_CURRENCY_VALUES: set[GenerateMerchantQrBodyCurrency] = { 'IQD', 'USD',  }

def check_generate_merchant_qr_body_currency(value: str) -> GenerateMerchantQrBodyCurrency:
    if value in GENERATE_MERCHANT_QR_BODY_CURRENCY_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {GENERATE_MERCHANT_QR_BODY_CURRENCY_VALUES!r}")
