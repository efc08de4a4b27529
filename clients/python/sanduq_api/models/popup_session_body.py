from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..types import UNSET, Unset
from typing import cast






T = TypeVar("T", bound="PopupSessionBody")



@_attrs_define
class PopupSessionBody:
    """ 
        Attributes:
            session_token (str): the session's one-time token
            origin (None | str | Unset): the opener's origin (popup mode)
     """

    session_token: str
    origin: None | str | Unset = UNSET





    def to_dict(self) -> dict[str, Any]:
        session_token = self.session_token

        origin: None | str | Unset
        if isinstance(self.origin, Unset):
            origin = UNSET
        else:
            origin = self.origin


        field_dict: dict[str, Any] = {}

        field_dict.update({
            "session_token": session_token,
        })
        if origin is not UNSET:
            field_dict["origin"] = origin

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        session_token = d.pop("session_token")

        def _parse_origin(data: object) -> None | str | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(None | str | Unset, data)

        origin = _parse_origin(d.pop("origin", UNSET))


        popup_session_body = cls(
            session_token=session_token,
            origin=origin,
        )

        return popup_session_body

