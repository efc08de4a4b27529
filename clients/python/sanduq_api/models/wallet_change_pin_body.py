from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset







T = TypeVar("T", bound="WalletChangePinBody")



@_attrs_define
class WalletChangePinBody:
    """ 
        Attributes:
            new_pin (str): 4 digits
            pin (str): the current PIN
     """

    new_pin: str
    pin: str





    def to_dict(self) -> dict[str, Any]:
        new_pin = self.new_pin

        pin = self.pin


        field_dict: dict[str, Any] = {}

        field_dict.update({
            "new_pin": new_pin,
            "pin": pin,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        new_pin = d.pop("new_pin")

        pin = d.pop("pin")

        wallet_change_pin_body = cls(
            new_pin=new_pin,
            pin=pin,
        )

        return wallet_change_pin_body

