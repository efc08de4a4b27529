from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from typing import cast






T = TypeVar("T", bound="Brand")



@_attrs_define
class Brand:
    """ 
        Attributes:
            brand_color (None | str):
            logo_url (None | str):
            name (str):
            support_url (None | str):
     """

    brand_color: None | str
    logo_url: None | str
    name: str
    support_url: None | str





    def to_dict(self) -> dict[str, Any]:
        brand_color: None | str
        brand_color = self.brand_color

        logo_url: None | str
        logo_url = self.logo_url

        name = self.name

        support_url: None | str
        support_url = self.support_url


        field_dict: dict[str, Any] = {}

        field_dict.update({
            "brand_color": brand_color,
            "logo_url": logo_url,
            "name": name,
            "support_url": support_url,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        def _parse_brand_color(data: object) -> None | str:
            if data is None:
                return data
            return cast(None | str, data)

        brand_color = _parse_brand_color(d.pop("brand_color"))


        def _parse_logo_url(data: object) -> None | str:
            if data is None:
                return data
            return cast(None | str, data)

        logo_url = _parse_logo_url(d.pop("logo_url"))


        name = d.pop("name")

        def _parse_support_url(data: object) -> None | str:
            if data is None:
                return data
            return cast(None | str, data)

        support_url = _parse_support_url(d.pop("support_url"))


        brand = cls(
            brand_color=brand_color,
            logo_url=logo_url,
            name=name,
            support_url=support_url,
        )

        return brand

