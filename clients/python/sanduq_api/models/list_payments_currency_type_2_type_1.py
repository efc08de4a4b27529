from typing import Literal

ListPaymentsCurrencyType2Type1 = Literal['IQD', 'USD']

LIST_PAYMENTS_CURRENCY_TYPE_2_TYPE_1_VALUES: set[ListPaymentsCurrencyType2Type1] = { 'IQD', 'USD',  }

def check_list_payments_currency_type_2_type_1(value: str) -> ListPaymentsCurrencyType2Type1:
    if value in LIST_PAYMENTS_CURRENCY_TYPE_2_TYPE_1_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {LIST_PAYMENTS_CURRENCY_TYPE_2_TYPE_1_VALUES!r}")
