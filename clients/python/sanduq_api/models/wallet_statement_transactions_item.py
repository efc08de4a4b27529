from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.wallet_statement_transactions_item_currency import check_wallet_statement_transactions_item_currency
from ..models.wallet_statement_transactions_item_currency import WalletStatementTransactionsItemCurrency
from ..models.wallet_statement_transactions_item_type import check_wallet_statement_transactions_item_type
from ..models.wallet_statement_transactions_item_type import WalletStatementTransactionsItemType
from typing import cast
from typing import Literal, cast
import datetime

if TYPE_CHECKING:
  from ..models.wallet_statement_transactions_item_counterparty import WalletStatementTransactionsItemCounterparty
  from ..models.wallet_statement_transactions_item_displays import WalletStatementTransactionsItemDisplays





T = TypeVar("T", bound="WalletStatementTransactionsItem")



@_attrs_define
class WalletStatementTransactionsItem:
    """ 
        Attributes:
            amount (int):
            counterparty (WalletStatementTransactionsItemCounterparty):
            created_at (datetime.datetime):
            currency (WalletStatementTransactionsItemCurrency):
            display (str):
            displays (WalletStatementTransactionsItemDisplays):
            id (str):
            object_ (Literal['wallet_transaction']):
            reference (str):
            type_ (WalletStatementTransactionsItemType):
     """

    amount: int
    counterparty: WalletStatementTransactionsItemCounterparty
    created_at: datetime.datetime
    currency: WalletStatementTransactionsItemCurrency
    display: str
    displays: WalletStatementTransactionsItemDisplays
    id: str
    object_: Literal['wallet_transaction']
    reference: str
    type_: WalletStatementTransactionsItemType





    def to_dict(self) -> dict[str, Any]:
        from ..models.wallet_statement_transactions_item_counterparty import WalletStatementTransactionsItemCounterparty # noqa: PLC0415
        from ..models.wallet_statement_transactions_item_displays import WalletStatementTransactionsItemDisplays # noqa: PLC0415
        amount = self.amount

        counterparty = self.counterparty.to_dict()

        created_at = self.created_at.isoformat()

        currency: str = self.currency

        display = self.display

        displays = self.displays.to_dict()

        id = self.id

        object_ = self.object_

        reference = self.reference

        type_: str = self.type_


        field_dict: dict[str, Any] = {}

        field_dict.update({
            "amount": amount,
            "counterparty": counterparty,
            "created_at": created_at,
            "currency": currency,
            "display": display,
            "displays": displays,
            "id": id,
            "object": object_,
            "reference": reference,
            "type": type_,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.wallet_statement_transactions_item_counterparty import WalletStatementTransactionsItemCounterparty # noqa: PLC0415
        from ..models.wallet_statement_transactions_item_displays import WalletStatementTransactionsItemDisplays # noqa: PLC0415
        d = dict(src_dict)
        amount = d.pop("amount")

        counterparty = WalletStatementTransactionsItemCounterparty.from_dict(d.pop("counterparty"))




        created_at = datetime.datetime.fromisoformat(d.pop("created_at"))




        currency = check_wallet_statement_transactions_item_currency(d.pop("currency"))




        display = d.pop("display")

        displays = WalletStatementTransactionsItemDisplays.from_dict(d.pop("displays"))




        id = d.pop("id")

        object_ = cast(Literal['wallet_transaction'] , d.pop("object"))
        if object_ != 'wallet_transaction':
            raise ValueError(f"object must match const 'wallet_transaction', got '{object_}'")

        reference = d.pop("reference")

        type_ = check_wallet_statement_transactions_item_type(d.pop("type"))




        wallet_statement_transactions_item = cls(
            amount=amount,
            counterparty=counterparty,
            created_at=created_at,
            currency=currency,
            display=display,
            displays=displays,
            id=id,
            object_=object_,
            reference=reference,
            type_=type_,
        )

        return wallet_statement_transactions_item

