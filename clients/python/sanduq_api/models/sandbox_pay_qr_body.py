from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..types import UNSET, Unset
from typing import cast






T = TypeVar("T", bound="SandboxPayQrBody")



@_attrs_define
class SandboxPayQrBody:
    """ 
        Attributes:
            user_id (str): the paying customer
            pin (None | str | Unset):
     """

    user_id: str
    pin: None | str | Unset = UNSET





    def to_dict(self) -> dict[str, Any]:
        user_id = self.user_id

        pin: None | str | Unset
        if isinstance(self.pin, Unset):
            pin = UNSET
        else:
            pin = self.pin


        field_dict: dict[str, Any] = {}

        field_dict.update({
            "user_id": user_id,
        })
        if pin is not UNSET:
            field_dict["pin"] = pin

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        user_id = d.pop("user_id")

        def _parse_pin(data: object) -> None | str | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(None | str | Unset, data)

        pin = _parse_pin(d.pop("pin", UNSET))


        sandbox_pay_qr_body = cls(
            user_id=user_id,
            pin=pin,
        )

        return sandbox_pay_qr_body

