from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.wallet_statement_transactions_item_counterparty_type import check_wallet_statement_transactions_item_counterparty_type
from ..models.wallet_statement_transactions_item_counterparty_type import WalletStatementTransactionsItemCounterpartyType
from typing import cast






T = TypeVar("T", bound="WalletStatementTransactionsItemCounterparty")



@_attrs_define
class WalletStatementTransactionsItemCounterparty:
    """ 
        Attributes:
            id (None | str):
            label (str):
            type_ (WalletStatementTransactionsItemCounterpartyType):
     """

    id: None | str
    label: str
    type_: WalletStatementTransactionsItemCounterpartyType





    def to_dict(self) -> dict[str, Any]:
        id: None | str
        id = self.id

        label = self.label

        type_: str = self.type_


        field_dict: dict[str, Any] = {}

        field_dict.update({
            "id": id,
            "label": label,
            "type": type_,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        def _parse_id(data: object) -> None | str:
            if data is None:
                return data
            return cast(None | str, data)

        id = _parse_id(d.pop("id"))


        label = d.pop("label")

        type_ = check_wallet_statement_transactions_item_counterparty_type(d.pop("type"))




        wallet_statement_transactions_item_counterparty = cls(
            id=id,
            label=label,
            type_=type_,
        )

        return wallet_statement_transactions_item_counterparty

