from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset







T = TypeVar("T", bound="WalletAskCodeBody")



@_attrs_define
class WalletAskCodeBody:
    """ 
        Attributes:
            phone (str): the user's phone: E.164 (+9647701234567) or an Iraqi national number (0770 123 4567); Arabic-Indic
                digits are read too
     """

    phone: str





    def to_dict(self) -> dict[str, Any]:
        phone = self.phone


        field_dict: dict[str, Any] = {}

        field_dict.update({
            "phone": phone,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        phone = d.pop("phone")

        wallet_ask_code_body = cls(
            phone=phone,
        )

        return wallet_ask_code_body

