from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.wallet_limits_tiers_item_currency import check_wallet_limits_tiers_item_currency
from ..models.wallet_limits_tiers_item_currency import WalletLimitsTiersItemCurrency
from typing import cast

if TYPE_CHECKING:
  from ..models.wallet_limits_tiers_item_limits import WalletLimitsTiersItemLimits





T = TypeVar("T", bound="WalletLimitsTiersItem")



@_attrs_define
class WalletLimitsTiersItem:
    """ 
        Attributes:
            currency (WalletLimitsTiersItemCurrency):
            limits (WalletLimitsTiersItemLimits):
            tier (int):
     """

    currency: WalletLimitsTiersItemCurrency
    limits: WalletLimitsTiersItemLimits
    tier: int





    def to_dict(self) -> dict[str, Any]:
        from ..models.wallet_limits_tiers_item_limits import WalletLimitsTiersItemLimits # noqa: PLC0415
        currency: str = self.currency

        limits = self.limits.to_dict()

        tier = self.tier


        field_dict: dict[str, Any] = {}

        field_dict.update({
            "currency": currency,
            "limits": limits,
            "tier": tier,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.wallet_limits_tiers_item_limits import WalletLimitsTiersItemLimits # noqa: PLC0415
        d = dict(src_dict)
        currency = check_wallet_limits_tiers_item_currency(d.pop("currency"))




        limits = WalletLimitsTiersItemLimits.from_dict(d.pop("limits"))




        tier = d.pop("tier")

        wallet_limits_tiers_item = cls(
            currency=currency,
            limits=limits,
            tier=tier,
        )

        return wallet_limits_tiers_item

