from typing import Literal

AdminSetMerchantStatusBodyStatus = Literal['approved', 'pending', 'rejected', 'suspended']

ADMIN_SET_MERCHANT_STATUS_BODY_STATUS_VALUES: set[AdminSetMerchantStatusBodyStatus] = { 'approved', 'pending', 'rejected', 'suspended',  }

def check_admin_set_merchant_status_body_status(value: str) -> AdminSetMerchantStatusBodyStatus:
    if value in ADMIN_SET_MERCHANT_STATUS_BODY_STATUS_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {ADMIN_SET_MERCHANT_STATUS_BODY_STATUS_VALUES!r}")
