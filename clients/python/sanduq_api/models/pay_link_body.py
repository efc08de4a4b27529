from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..types import UNSET, Unset
from typing import cast






T = TypeVar("T", bound="PayLinkBody")



@_attrs_define
class PayLinkBody:
    """ 
        Attributes:
            pin (str): 4 digits
            user (str): the buyer's wallet id, phone or e-mail
            amount (int | None | Unset): required when the link lets the buyer enter it
            fx_quote_id (None | str | Unset): pay from the other currency at this quote (links/{id}/fx-quote)
     """

    pin: str
    user: str
    amount: int | None | Unset = UNSET
    fx_quote_id: None | str | Unset = UNSET





    def to_dict(self) -> dict[str, Any]:
        pin = self.pin

        user = self.user

        amount: int | None | Unset
        if isinstance(self.amount, Unset):
            amount = UNSET
        else:
            amount = self.amount

        fx_quote_id: None | str | Unset
        if isinstance(self.fx_quote_id, Unset):
            fx_quote_id = UNSET
        else:
            fx_quote_id = self.fx_quote_id


        field_dict: dict[str, Any] = {}

        field_dict.update({
            "pin": pin,
            "user": user,
        })
        if amount is not UNSET:
            field_dict["amount"] = amount
        if fx_quote_id is not UNSET:
            field_dict["fx_quote_id"] = fx_quote_id

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        pin = d.pop("pin")

        user = d.pop("user")

        def _parse_amount(data: object) -> int | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(int | None | Unset, data)

        amount = _parse_amount(d.pop("amount", UNSET))


        def _parse_fx_quote_id(data: object) -> None | str | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(None | str | Unset, data)

        fx_quote_id = _parse_fx_quote_id(d.pop("fx_quote_id", UNSET))


        pay_link_body = cls(
            pin=pin,
            user=user,
            amount=amount,
            fx_quote_id=fx_quote_id,
        )

        return pay_link_body

