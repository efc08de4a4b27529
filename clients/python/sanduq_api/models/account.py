from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.account_currency import AccountCurrency
from ..models.account_currency import check_account_currency
from typing import cast






T = TypeVar("T", bound="Account")



@_attrs_define
class Account:
    """ 
        Attributes:
            available (int):
            currency (AccountCurrency):
            display (str):
     """

    available: int
    currency: AccountCurrency
    display: str





    def to_dict(self) -> dict[str, Any]:
        available = self.available

        currency: str = self.currency

        display = self.display


        field_dict: dict[str, Any] = {}

        field_dict.update({
            "available": available,
            "currency": currency,
            "display": display,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        available = d.pop("available")

        currency = check_account_currency(d.pop("currency"))




        display = d.pop("display")

        account = cls(
            available=available,
            currency=currency,
            display=display,
        )

        return account

