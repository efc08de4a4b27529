from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from typing import cast

if TYPE_CHECKING:
  from ..models.wallet_limits_tiers_item import WalletLimitsTiersItem





T = TypeVar("T", bound="WalletLimits")



@_attrs_define
class WalletLimits:
    """ 
        Attributes:
            merchant_id (str):
            tiers (list[WalletLimitsTiersItem]):
     """

    merchant_id: str
    tiers: list[WalletLimitsTiersItem]





    def to_dict(self) -> dict[str, Any]:
        from ..models.wallet_limits_tiers_item import WalletLimitsTiersItem # noqa: PLC0415
        merchant_id = self.merchant_id

        tiers = []
        for tiers_item_data in self.tiers:
            tiers_item = tiers_item_data.to_dict()
            tiers.append(tiers_item)




        field_dict: dict[str, Any] = {}

        field_dict.update({
            "merchant_id": merchant_id,
            "tiers": tiers,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.wallet_limits_tiers_item import WalletLimitsTiersItem # noqa: PLC0415
        d = dict(src_dict)
        merchant_id = d.pop("merchant_id")

        tiers = []
        _tiers = d.pop("tiers")
        for tiers_item_data in (_tiers):
            tiers_item = WalletLimitsTiersItem.from_dict(tiers_item_data)



            tiers.append(tiers_item)


        wallet_limits = cls(
            merchant_id=merchant_id,
            tiers=tiers,
        )

        return wallet_limits

