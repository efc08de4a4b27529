from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset







T = TypeVar("T", bound="WalletSetPinBody")



@_attrs_define
class WalletSetPinBody:
    """ 
        Attributes:
            pin (str): 4 digits
     """

    pin: str





    def to_dict(self) -> dict[str, Any]:
        pin = self.pin


        field_dict: dict[str, Any] = {}

        field_dict.update({
            "pin": pin,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        pin = d.pop("pin")

        wallet_set_pin_body = cls(
            pin=pin,
        )

        return wallet_set_pin_body

