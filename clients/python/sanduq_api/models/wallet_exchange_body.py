from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset







T = TypeVar("T", bound="WalletExchangeBody")



@_attrs_define
class WalletExchangeBody:
    """ 
        Attributes:
            pin (str):
            quote_id (str): from /wallet/exchange/quotes
     """

    pin: str
    quote_id: str





    def to_dict(self) -> dict[str, Any]:
        pin = self.pin

        quote_id = self.quote_id


        field_dict: dict[str, Any] = {}

        field_dict.update({
            "pin": pin,
            "quote_id": quote_id,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        pin = d.pop("pin")

        quote_id = d.pop("quote_id")

        wallet_exchange_body = cls(
            pin=pin,
            quote_id=quote_id,
        )

        return wallet_exchange_body

