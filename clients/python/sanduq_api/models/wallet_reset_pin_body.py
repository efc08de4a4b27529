from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset







T = TypeVar("T", bound="WalletResetPinBody")



@_attrs_define
class WalletResetPinBody:
    """ 
        Attributes:
            code (str): the 6 digits sent by SMS (Arabic-Indic digits are read too)
            new_pin (str): 4 digits
            otp_id (str): from /wallet/auth/otp
     """

    code: str
    new_pin: str
    otp_id: str





    def to_dict(self) -> dict[str, Any]:
        code = self.code

        new_pin = self.new_pin

        otp_id = self.otp_id


        field_dict: dict[str, Any] = {}

        field_dict.update({
            "code": code,
            "new_pin": new_pin,
            "otp_id": otp_id,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        code = d.pop("code")

        new_pin = d.pop("new_pin")

        otp_id = d.pop("otp_id")

        wallet_reset_pin_body = cls(
            code=code,
            new_pin=new_pin,
            otp_id=otp_id,
        )

        return wallet_reset_pin_body

