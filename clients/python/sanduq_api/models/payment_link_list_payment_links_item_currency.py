from typing import Literal

PaymentLinkListPaymentLinksItemCurrency = Literal['IQD', 'USD']

PAYMENT_LINK_LIST_PAYMENT_LINKS_ITEM_CURRENCY_VALUES: set[PaymentLinkListPaymentLinksItemCurrency] = { 'IQD', 'USD',  }

def check_payment_link_list_payment_links_item_currency(value: str) -> PaymentLinkListPaymentLinksItemCurrency:
    if value in PAYMENT_LINK_LIST_PAYMENT_LINKS_ITEM_CURRENCY_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {PAYMENT_LINK_LIST_PAYMENT_LINKS_ITEM_CURRENCY_VALUES!r}")
