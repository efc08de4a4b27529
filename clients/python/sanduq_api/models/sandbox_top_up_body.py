from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.sandbox_top_up_body_currency import check_sandbox_top_up_body_currency
from ..models.sandbox_top_up_body_currency import SandboxTopUpBodyCurrency
from typing import cast






T = TypeVar("T", bound="SandboxTopUpBody")



@_attrs_define
class SandboxTopUpBody:
    """ 
        Attributes:
            amount (int): minor units
            currency (SandboxTopUpBodyCurrency):
            user_id (str): a service user id or the merchant's external id
     """

    amount: int
    currency: SandboxTopUpBodyCurrency
    user_id: str





    def to_dict(self) -> dict[str, Any]:
        amount = self.amount

        currency: str = self.currency

        user_id = self.user_id


        field_dict: dict[str, Any] = {}

        field_dict.update({
            "amount": amount,
            "currency": currency,
            "user_id": user_id,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        amount = d.pop("amount")

        currency = check_sandbox_top_up_body_currency(d.pop("currency"))




        user_id = d.pop("user_id")

        sandbox_top_up_body = cls(
            amount=amount,
            currency=currency,
            user_id=user_id,
        )

        return sandbox_top_up_body

