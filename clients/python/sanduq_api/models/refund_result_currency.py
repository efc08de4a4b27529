from typing import Literal

RefundResultCurrency = Literal['IQD', 'USD']

REFUND_RESULT_CURRENCY_VALUES: set[RefundResultCurrency] = { 'IQD', 'USD',  }

def check_refund_result_currency(value: str) -> RefundResultCurrency:
    if value in REFUND_RESULT_CURRENCY_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {REFUND_RESULT_CURRENCY_VALUES!r}")
