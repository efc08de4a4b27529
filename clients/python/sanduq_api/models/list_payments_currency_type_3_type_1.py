from typing import Literal

ListPaymentsCurrencyType3Type1 = Literal['IQD', 'USD']

LIST_PAYMENTS_CURRENCY_TYPE_3_TYPE_1_VALUES: set[ListPaymentsCurrencyType3Type1] = { 'IQD', 'USD',  }

def check_list_payments_currency_type_3_type_1(value: str) -> ListPaymentsCurrencyType3Type1:
    if value in LIST_PAYMENTS_CURRENCY_TYPE_3_TYPE_1_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {LIST_PAYMENTS_CURRENCY_TYPE_3_TYPE_1_VALUES!r}")
