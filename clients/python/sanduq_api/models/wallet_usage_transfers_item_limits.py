from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset







T = TypeVar("T", bound="WalletUsageTransfersItemLimits")



@_attrs_define
class WalletUsageTransfersItemLimits:
    """ 
        Attributes:
            daily_amount (int):
            daily_count (int):
            max_balance (int):
            monthly_amount (int):
            monthly_count (int):
            per_transfer (int):
     """

    daily_amount: int
    daily_count: int
    max_balance: int
    monthly_amount: int
    monthly_count: int
    per_transfer: int





    def to_dict(self) -> dict[str, Any]:
        daily_amount = self.daily_amount

        daily_count = self.daily_count

        max_balance = self.max_balance

        monthly_amount = self.monthly_amount

        monthly_count = self.monthly_count

        per_transfer = self.per_transfer


        field_dict: dict[str, Any] = {}

        field_dict.update({
            "daily_amount": daily_amount,
            "daily_count": daily_count,
            "max_balance": max_balance,
            "monthly_amount": monthly_amount,
            "monthly_count": monthly_count,
            "per_transfer": per_transfer,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        daily_amount = d.pop("daily_amount")

        daily_count = d.pop("daily_count")

        max_balance = d.pop("max_balance")

        monthly_amount = d.pop("monthly_amount")

        monthly_count = d.pop("monthly_count")

        per_transfer = d.pop("per_transfer")

        wallet_usage_transfers_item_limits = cls(
            daily_amount=daily_amount,
            daily_count=daily_count,
            max_balance=max_balance,
            monthly_amount=monthly_amount,
            monthly_count=monthly_count,
            per_transfer=per_transfer,
        )

        return wallet_usage_transfers_item_limits

