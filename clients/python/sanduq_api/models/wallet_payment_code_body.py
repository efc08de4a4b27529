from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..types import UNSET, Unset
from typing import cast






T = TypeVar("T", bound="WalletPaymentCodeBody")



@_attrs_define
class WalletPaymentCodeBody:
    """ 
        Attributes:
            pin (None | str | Unset): the user's PIN
     """

    pin: None | str | Unset = UNSET





    def to_dict(self) -> dict[str, Any]:
        pin: None | str | Unset
        if isinstance(self.pin, Unset):
            pin = UNSET
        else:
            pin = self.pin


        field_dict: dict[str, Any] = {}

        field_dict.update({
        })
        if pin is not UNSET:
            field_dict["pin"] = pin

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        def _parse_pin(data: object) -> None | str | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(None | str | Unset, data)

        pin = _parse_pin(d.pop("pin", UNSET))


        wallet_payment_code_body = cls(
            pin=pin,
        )

        return wallet_payment_code_body

