from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.cash_in_body_currency import CashInBodyCurrency
from ..models.cash_in_body_currency import check_cash_in_body_currency
from typing import cast






T = TypeVar("T", bound="CashInBody")



@_attrs_define
class CashInBody:
    """ 
        Attributes:
            amount (int):
            currency (CashInBodyCurrency):
            reference (str): your receipt or till reference
     """

    amount: int
    currency: CashInBodyCurrency
    reference: str





    def to_dict(self) -> dict[str, Any]:
        amount = self.amount

        currency: str = self.currency

        reference = self.reference


        field_dict: dict[str, Any] = {}

        field_dict.update({
            "amount": amount,
            "currency": currency,
            "reference": reference,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        amount = d.pop("amount")

        currency = check_cash_in_body_currency(d.pop("currency"))




        reference = d.pop("reference")

        cash_in_body = cls(
            amount=amount,
            currency=currency,
            reference=reference,
        )

        return cash_in_body

