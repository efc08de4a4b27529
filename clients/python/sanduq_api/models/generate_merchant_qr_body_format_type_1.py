from typing import Literal

GenerateMerchantQrBodyFormatType1 = Literal['png', 'svg']

GENERATE_MERCHANT_QR_BODY_FORMAT_TYPE_1_VALUES: set[GenerateMerchantQrBodyFormatType1] = { 'png', 'svg',  }

def check_generate_merchant_qr_body_format_type_1(value: str) -> GenerateMerchantQrBodyFormatType1:
    if value in GENERATE_MERCHANT_QR_BODY_FORMAT_TYPE_1_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {GENERATE_MERCHANT_QR_BODY_FORMAT_TYPE_1_VALUES!r}")
