from typing import Literal

AdminCreateMerchantBodyEnvironmentType1 = Literal['production', 'sandbox']

ADMIN_CREATE_MERCHANT_BODY_ENVIRONMENT_TYPE_1_VALUES: set[AdminCreateMerchantBodyEnvironmentType1] = { 'production', 'sandbox',  }

def check_admin_create_merchant_body_environment_type_1(value: str) -> AdminCreateMerchantBodyEnvironmentType1:
    if value in ADMIN_CREATE_MERCHANT_BODY_ENVIRONMENT_TYPE_1_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {ADMIN_CREATE_MERCHANT_BODY_ENVIRONMENT_TYPE_1_VALUES!r}")
