from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.wallet_statement_currency_type_1 import check_wallet_statement_currency_type_1
from ..models.wallet_statement_currency_type_1 import WalletStatementCurrencyType1
from ..models.wallet_statement_currency_type_2_type_1 import check_wallet_statement_currency_type_2_type_1
from ..models.wallet_statement_currency_type_2_type_1 import WalletStatementCurrencyType2Type1
from ..models.wallet_statement_currency_type_3_type_1 import check_wallet_statement_currency_type_3_type_1
from ..models.wallet_statement_currency_type_3_type_1 import WalletStatementCurrencyType3Type1
from typing import cast
from typing import Literal, cast

if TYPE_CHECKING:
  from ..models.wallet_statement_transactions_item import WalletStatementTransactionsItem





T = TypeVar("T", bound="WalletStatement")



@_attrs_define
class WalletStatement:
    """ 
        Attributes:
            currency (None | WalletStatementCurrencyType1 | WalletStatementCurrencyType2Type1 |
                WalletStatementCurrencyType3Type1):
            has_more (bool):
            next_cursor (None | str):
            object_ (Literal['list']):
            transactions (list[WalletStatementTransactionsItem]):
     """

    currency: None | WalletStatementCurrencyType1 | WalletStatementCurrencyType2Type1 | WalletStatementCurrencyType3Type1
    has_more: bool
    next_cursor: None | str
    object_: Literal['list']
    transactions: list[WalletStatementTransactionsItem]





    def to_dict(self) -> dict[str, Any]:
        from ..models.wallet_statement_transactions_item import WalletStatementTransactionsItem # noqa: PLC0415
        currency: None | str
        if isinstance(self.currency, str):
            currency = self.currency
        elif isinstance(self.currency, str):
            currency = self.currency
        elif isinstance(self.currency, str):
            currency = self.currency
        else:
            currency = self.currency

        has_more = self.has_more

        next_cursor: None | str
        next_cursor = self.next_cursor

        object_ = self.object_

        transactions = []
        for transactions_item_data in self.transactions:
            transactions_item = transactions_item_data.to_dict()
            transactions.append(transactions_item)




        field_dict: dict[str, Any] = {}

        field_dict.update({
            "currency": currency,
            "has_more": has_more,
            "next_cursor": next_cursor,
            "object": object_,
            "transactions": transactions,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.wallet_statement_transactions_item import WalletStatementTransactionsItem # noqa: PLC0415
        d = dict(src_dict)
        def _parse_currency(data: object) -> None | WalletStatementCurrencyType1 | WalletStatementCurrencyType2Type1 | WalletStatementCurrencyType3Type1:
            if data is None:
                return data
            try:
                if not isinstance(data, str):
                    raise TypeError()
                currency_type_1 = check_wallet_statement_currency_type_1(data)



                return currency_type_1
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, str):
                    raise TypeError()
                currency_type_2_type_1 = check_wallet_statement_currency_type_2_type_1(data)



                return currency_type_2_type_1
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, str):
                    raise TypeError()
                currency_type_3_type_1 = check_wallet_statement_currency_type_3_type_1(data)



                return currency_type_3_type_1
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(None | WalletStatementCurrencyType1 | WalletStatementCurrencyType2Type1 | WalletStatementCurrencyType3Type1, data)

        currency = _parse_currency(d.pop("currency"))


        has_more = d.pop("has_more")

        def _parse_next_cursor(data: object) -> None | str:
            if data is None:
                return data
            return cast(None | str, data)

        next_cursor = _parse_next_cursor(d.pop("next_cursor"))


        object_ = cast(Literal['list'] , d.pop("object"))
        if object_ != 'list':
            raise ValueError(f"object must match const 'list', got '{object_}'")

        transactions = []
        _transactions = d.pop("transactions")
        for transactions_item_data in (_transactions):
            transactions_item = WalletStatementTransactionsItem.from_dict(transactions_item_data)



            transactions.append(transactions_item)


        wallet_statement = cls(
            currency=currency,
            has_more=has_more,
            next_cursor=next_cursor,
            object_=object_,
            transactions=transactions,
        )

        return wallet_statement

