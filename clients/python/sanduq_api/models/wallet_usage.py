from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from typing import cast

if TYPE_CHECKING:
  from ..models.wallet_usage_transfers_item import WalletUsageTransfersItem
  from ..models.wallet_usage_velocity import WalletUsageVelocity





T = TypeVar("T", bound="WalletUsage")



@_attrs_define
class WalletUsage:
    """ 
        Attributes:
            day (str):
            month (str):
            transfers (list[WalletUsageTransfersItem]):
            velocity (WalletUsageVelocity):
     """

    day: str
    month: str
    transfers: list[WalletUsageTransfersItem]
    velocity: WalletUsageVelocity





    def to_dict(self) -> dict[str, Any]:
        from ..models.wallet_usage_transfers_item import WalletUsageTransfersItem # noqa: PLC0415
        from ..models.wallet_usage_velocity import WalletUsageVelocity # noqa: PLC0415
        day = self.day

        month = self.month

        transfers = []
        for transfers_item_data in self.transfers:
            transfers_item = transfers_item_data.to_dict()
            transfers.append(transfers_item)



        velocity = self.velocity.to_dict()


        field_dict: dict[str, Any] = {}

        field_dict.update({
            "day": day,
            "month": month,
            "transfers": transfers,
            "velocity": velocity,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.wallet_usage_transfers_item import WalletUsageTransfersItem # noqa: PLC0415
        from ..models.wallet_usage_velocity import WalletUsageVelocity # noqa: PLC0415
        d = dict(src_dict)
        day = d.pop("day")

        month = d.pop("month")

        transfers = []
        _transfers = d.pop("transfers")
        for transfers_item_data in (_transfers):
            transfers_item = WalletUsageTransfersItem.from_dict(transfers_item_data)



            transfers.append(transfers_item)


        velocity = WalletUsageVelocity.from_dict(d.pop("velocity"))




        wallet_usage = cls(
            day=day,
            month=month,
            transfers=transfers,
            velocity=velocity,
        )

        return wallet_usage

