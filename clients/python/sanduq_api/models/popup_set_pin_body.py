from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset







T = TypeVar("T", bound="PopupSetPinBody")



@_attrs_define
class PopupSetPinBody:
    """ 
        Attributes:
            pin (str): 4 digits
            session_token (str): the session's one-time token
     """

    pin: str
    session_token: str





    def to_dict(self) -> dict[str, Any]:
        pin = self.pin

        session_token = self.session_token


        field_dict: dict[str, Any] = {}

        field_dict.update({
            "pin": pin,
            "session_token": session_token,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        pin = d.pop("pin")

        session_token = d.pop("session_token")

        popup_set_pin_body = cls(
            pin=pin,
            session_token=session_token,
        )

        return popup_set_pin_body

