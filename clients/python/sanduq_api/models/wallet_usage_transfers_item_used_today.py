from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset







T = TypeVar("T", bound="WalletUsageTransfersItemUsedToday")



@_attrs_define
class WalletUsageTransfersItemUsedToday:
    """ 
        Attributes:
            amount (int):
            count (int):
     """

    amount: int
    count: int





    def to_dict(self) -> dict[str, Any]:
        amount = self.amount

        count = self.count


        field_dict: dict[str, Any] = {}

        field_dict.update({
            "amount": amount,
            "count": count,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        amount = d.pop("amount")

        count = d.pop("count")

        wallet_usage_transfers_item_used_today = cls(
            amount=amount,
            count=count,
        )

        return wallet_usage_transfers_item_used_today

