from typing import Literal

PaymentLinkListPaymentLinksItemStatus = Literal['active', 'deactivated', 'expired', 'max_uses_reached']

PAYMENT_LINK_LIST_PAYMENT_LINKS_ITEM_STATUS_VALUES: set[PaymentLinkListPaymentLinksItemStatus] = { 'active', 'deactivated', 'expired', 'max_uses_reached',  }

def check_payment_link_list_payment_links_item_status(value: str) -> PaymentLinkListPaymentLinksItemStatus:
    if value in PAYMENT_LINK_LIST_PAYMENT_LINKS_ITEM_STATUS_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {PAYMENT_LINK_LIST_PAYMENT_LINKS_ITEM_STATUS_VALUES!r}")
