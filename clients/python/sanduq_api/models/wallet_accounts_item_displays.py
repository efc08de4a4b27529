from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset







T = TypeVar("T", bound="WalletAccountsItemDisplays")



@_attrs_define
class WalletAccountsItemDisplays:
    """ 
        Attributes:
            ar (str):
            en (str):
            ku (str):
     """

    ar: str
    en: str
    ku: str





    def to_dict(self) -> dict[str, Any]:
        ar = self.ar

        en = self.en

        ku = self.ku


        field_dict: dict[str, Any] = {}

        field_dict.update({
            "ar": ar,
            "en": en,
            "ku": ku,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        ar = d.pop("ar")

        en = d.pop("en")

        ku = d.pop("ku")

        wallet_accounts_item_displays = cls(
            ar=ar,
            en=en,
            ku=ku,
        )

        return wallet_accounts_item_displays

