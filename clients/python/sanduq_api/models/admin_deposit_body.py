from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.admin_deposit_body_currency import AdminDepositBodyCurrency
from ..models.admin_deposit_body_currency import check_admin_deposit_body_currency
from typing import cast






T = TypeVar("T", bound="AdminDepositBody")



@_attrs_define
class AdminDepositBody:
    """ 
        Attributes:
            amount (int):
            bank_reference (str): the bank's reference of the incoming transfer
            currency (AdminDepositBodyCurrency):
     """

    amount: int
    bank_reference: str
    currency: AdminDepositBodyCurrency





    def to_dict(self) -> dict[str, Any]:
        amount = self.amount

        bank_reference = self.bank_reference

        currency: str = self.currency


        field_dict: dict[str, Any] = {}

        field_dict.update({
            "amount": amount,
            "bank_reference": bank_reference,
            "currency": currency,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        amount = d.pop("amount")

        bank_reference = d.pop("bank_reference")

        currency = check_admin_deposit_body_currency(d.pop("currency"))




        admin_deposit_body = cls(
            amount=amount,
            bank_reference=bank_reference,
            currency=currency,
        )

        return admin_deposit_body

