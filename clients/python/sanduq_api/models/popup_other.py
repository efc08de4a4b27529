from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.popup_other_currency import check_popup_other_currency
from ..models.popup_other_currency import PopupOtherCurrency
from typing import cast






T = TypeVar("T", bound="PopupOther")



@_attrs_define
class PopupOther:
    """ 
        Attributes:
            balance (int):
            currency (PopupOtherCurrency):
            exponent (int):
     """

    balance: int
    currency: PopupOtherCurrency
    exponent: int





    def to_dict(self) -> dict[str, Any]:
        balance = self.balance

        currency: str = self.currency

        exponent = self.exponent


        field_dict: dict[str, Any] = {}

        field_dict.update({
            "balance": balance,
            "currency": currency,
            "exponent": exponent,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        balance = d.pop("balance")

        currency = check_popup_other_currency(d.pop("currency"))




        exponent = d.pop("exponent")

        popup_other = cls(
            balance=balance,
            currency=currency,
            exponent=exponent,
        )

        return popup_other

