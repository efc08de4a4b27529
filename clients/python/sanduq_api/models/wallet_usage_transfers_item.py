from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.wallet_usage_transfers_item_currency import check_wallet_usage_transfers_item_currency
from ..models.wallet_usage_transfers_item_currency import WalletUsageTransfersItemCurrency
from typing import cast

if TYPE_CHECKING:
  from ..models.wallet_usage_transfers_item_limits import WalletUsageTransfersItemLimits
  from ..models.wallet_usage_transfers_item_used_this_month import WalletUsageTransfersItemUsedThisMonth
  from ..models.wallet_usage_transfers_item_used_today import WalletUsageTransfersItemUsedToday





T = TypeVar("T", bound="WalletUsageTransfersItem")



@_attrs_define
class WalletUsageTransfersItem:
    """ 
        Attributes:
            currency (WalletUsageTransfersItemCurrency):
            limits (WalletUsageTransfersItemLimits):
            used_this_month (WalletUsageTransfersItemUsedThisMonth):
            used_today (WalletUsageTransfersItemUsedToday):
     """

    currency: WalletUsageTransfersItemCurrency
    limits: WalletUsageTransfersItemLimits
    used_this_month: WalletUsageTransfersItemUsedThisMonth
    used_today: WalletUsageTransfersItemUsedToday





    def to_dict(self) -> dict[str, Any]:
        from ..models.wallet_usage_transfers_item_limits import WalletUsageTransfersItemLimits # noqa: PLC0415
        from ..models.wallet_usage_transfers_item_used_this_month import WalletUsageTransfersItemUsedThisMonth # noqa: PLC0415
        from ..models.wallet_usage_transfers_item_used_today import WalletUsageTransfersItemUsedToday # noqa: PLC0415
        currency: str = self.currency

        limits = self.limits.to_dict()

        used_this_month = self.used_this_month.to_dict()

        used_today = self.used_today.to_dict()


        field_dict: dict[str, Any] = {}

        field_dict.update({
            "currency": currency,
            "limits": limits,
            "used_this_month": used_this_month,
            "used_today": used_today,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.wallet_usage_transfers_item_limits import WalletUsageTransfersItemLimits # noqa: PLC0415
        from ..models.wallet_usage_transfers_item_used_this_month import WalletUsageTransfersItemUsedThisMonth # noqa: PLC0415
        from ..models.wallet_usage_transfers_item_used_today import WalletUsageTransfersItemUsedToday # noqa: PLC0415
        d = dict(src_dict)
        currency = check_wallet_usage_transfers_item_currency(d.pop("currency"))




        limits = WalletUsageTransfersItemLimits.from_dict(d.pop("limits"))




        used_this_month = WalletUsageTransfersItemUsedThisMonth.from_dict(d.pop("used_this_month"))




        used_today = WalletUsageTransfersItemUsedToday.from_dict(d.pop("used_today"))




        wallet_usage_transfers_item = cls(
            currency=currency,
            limits=limits,
            used_this_month=used_this_month,
            used_today=used_today,
        )

        return wallet_usage_transfers_item

