from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.wallet_accounts_item_currency import check_wallet_accounts_item_currency
from ..models.wallet_accounts_item_currency import WalletAccountsItemCurrency
from typing import cast

if TYPE_CHECKING:
  from ..models.wallet_accounts_item_displays import WalletAccountsItemDisplays





T = TypeVar("T", bound="WalletAccountsItem")



@_attrs_define
class WalletAccountsItem:
    """ 
        Attributes:
            available (int):
            currency (WalletAccountsItemCurrency):
            display (str):
            displays (WalletAccountsItemDisplays):
     """

    available: int
    currency: WalletAccountsItemCurrency
    display: str
    displays: WalletAccountsItemDisplays





    def to_dict(self) -> dict[str, Any]:
        from ..models.wallet_accounts_item_displays import WalletAccountsItemDisplays # noqa: PLC0415
        available = self.available

        currency: str = self.currency

        display = self.display

        displays = self.displays.to_dict()


        field_dict: dict[str, Any] = {}

        field_dict.update({
            "available": available,
            "currency": currency,
            "display": display,
            "displays": displays,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.wallet_accounts_item_displays import WalletAccountsItemDisplays # noqa: PLC0415
        d = dict(src_dict)
        available = d.pop("available")

        currency = check_wallet_accounts_item_currency(d.pop("currency"))




        display = d.pop("display")

        displays = WalletAccountsItemDisplays.from_dict(d.pop("displays"))




        wallet_accounts_item = cls(
            available=available,
            currency=currency,
            display=display,
            displays=displays,
        )

        return wallet_accounts_item

