from typing import Literal

GenerateMerchantQrBodyFormatType2Type1 = Literal['png', 'svg']

GENERATE_MERCHANT_QR_BODY_FORMAT_TYPE_2_TYPE_1_VALUES: set[GenerateMerchantQrBodyFormatType2Type1] = { 'png', 'svg',  }

def check_generate_merchant_qr_body_format_type_2_type_1(value: str) -> GenerateMerchantQrBodyFormatType2Type1:
    if value in GENERATE_MERCHANT_QR_BODY_FORMAT_TYPE_2_TYPE_1_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {GENERATE_MERCHANT_QR_BODY_FORMAT_TYPE_2_TYPE_1_VALUES!r}")
