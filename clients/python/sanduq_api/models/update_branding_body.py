from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..types import UNSET, Unset
from typing import cast






T = TypeVar("T", bound="UpdateBrandingBody")



@_attrs_define
class UpdateBrandingBody:
    """ 
        Attributes:
            brand_color (None | str | Unset): #RRGGBB, white text on it at 4.5:1 or more
            logo_url (None | str | Unset):
            name (None | str | Unset): shown instead of the account's name
            popup_origins (list[str] | None | Unset): the sites allowed to open the checkout popup, e.g.
                ["https://shop.example"]; null or [] allows any https site
            support_url (None | str | Unset):
     """

    brand_color: None | str | Unset = UNSET
    logo_url: None | str | Unset = UNSET
    name: None | str | Unset = UNSET
    popup_origins: list[str] | None | Unset = UNSET
    support_url: None | str | Unset = UNSET





    def to_dict(self) -> dict[str, Any]:
        brand_color: None | str | Unset
        if isinstance(self.brand_color, Unset):
            brand_color = UNSET
        else:
            brand_color = self.brand_color

        logo_url: None | str | Unset
        if isinstance(self.logo_url, Unset):
            logo_url = UNSET
        else:
            logo_url = self.logo_url

        name: None | str | Unset
        if isinstance(self.name, Unset):
            name = UNSET
        else:
            name = self.name

        popup_origins: list[str] | None | Unset
        if isinstance(self.popup_origins, Unset):
            popup_origins = UNSET
        elif isinstance(self.popup_origins, list):
            popup_origins = self.popup_origins


        else:
            popup_origins = self.popup_origins

        support_url: None | str | Unset
        if isinstance(self.support_url, Unset):
            support_url = UNSET
        else:
            support_url = self.support_url


        field_dict: dict[str, Any] = {}

        field_dict.update({
        })
        if brand_color is not UNSET:
            field_dict["brand_color"] = brand_color
        if logo_url is not UNSET:
            field_dict["logo_url"] = logo_url
        if name is not UNSET:
            field_dict["name"] = name
        if popup_origins is not UNSET:
            field_dict["popup_origins"] = popup_origins
        if support_url is not UNSET:
            field_dict["support_url"] = support_url

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        def _parse_brand_color(data: object) -> None | str | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(None | str | Unset, data)

        brand_color = _parse_brand_color(d.pop("brand_color", UNSET))


        def _parse_logo_url(data: object) -> None | str | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(None | str | Unset, data)

        logo_url = _parse_logo_url(d.pop("logo_url", UNSET))


        def _parse_name(data: object) -> None | str | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(None | str | Unset, data)

        name = _parse_name(d.pop("name", UNSET))


        def _parse_popup_origins(data: object) -> list[str] | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            try:
                if not isinstance(data, list):
                    raise TypeError()
                popup_origins_type_0 = cast(list[str], data)

                return popup_origins_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(list[str] | None | Unset, data)

        popup_origins = _parse_popup_origins(d.pop("popup_origins", UNSET))


        def _parse_support_url(data: object) -> None | str | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(None | str | Unset, data)

        support_url = _parse_support_url(d.pop("support_url", UNSET))


        update_branding_body = cls(
            brand_color=brand_color,
            logo_url=logo_url,
            name=name,
            popup_origins=popup_origins,
            support_url=support_url,
        )

        return update_branding_body

