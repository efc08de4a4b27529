from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from typing import cast






T = TypeVar("T", bound="Branding")



@_attrs_define
class Branding:
    """ 
        Attributes:
            brand_color (None | str):
            logo_url (None | str):
            name (None | str):
            popup_origins (list[str]):
            support_url (None | str):
     """

    brand_color: None | str
    logo_url: None | str
    name: None | str
    popup_origins: list[str]
    support_url: None | str





    def to_dict(self) -> dict[str, Any]:
        brand_color: None | str
        brand_color = self.brand_color

        logo_url: None | str
        logo_url = self.logo_url

        name: None | str
        name = self.name

        popup_origins = self.popup_origins



        support_url: None | str
        support_url = self.support_url


        field_dict: dict[str, Any] = {}

        field_dict.update({
            "brand_color": brand_color,
            "logo_url": logo_url,
            "name": name,
            "popup_origins": popup_origins,
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


        def _parse_name(data: object) -> None | str:
            if data is None:
                return data
            return cast(None | str, data)

        name = _parse_name(d.pop("name"))


        popup_origins = cast(list[str], d.pop("popup_origins"))


        def _parse_support_url(data: object) -> None | str:
            if data is None:
                return data
            return cast(None | str, data)

        support_url = _parse_support_url(d.pop("support_url"))


        branding = cls(
            brand_color=brand_color,
            logo_url=logo_url,
            name=name,
            popup_origins=popup_origins,
            support_url=support_url,
        )

        return branding

