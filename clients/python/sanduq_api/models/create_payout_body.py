from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.create_payout_body_currency import check_create_payout_body_currency
from ..models.create_payout_body_currency import CreatePayoutBodyCurrency
from typing import cast






T = TypeVar("T", bound="CreatePayoutBody")



@_attrs_define
class CreatePayoutBody:
    """ 
        Attributes:
            amount (int):
            currency (CreatePayoutBodyCurrency):
            destination (str): your bank account (IBAN) as the bank knows it
     """

    amount: int
    currency: CreatePayoutBodyCurrency
    destination: str





    def to_dict(self) -> dict[str, Any]:
        amount = self.amount

        currency: str = self.currency

        destination = self.destination


        field_dict: dict[str, Any] = {}

        field_dict.update({
            "amount": amount,
            "currency": currency,
            "destination": destination,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        amount = d.pop("amount")

        currency = check_create_payout_body_currency(d.pop("currency"))




        destination = d.pop("destination")

        create_payout_body = cls(
            amount=amount,
            currency=currency,
            destination=destination,
        )

        return create_payout_body

