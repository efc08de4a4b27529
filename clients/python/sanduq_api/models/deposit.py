from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.deposit_currency import check_deposit_currency
from ..models.deposit_currency import DepositCurrency
from typing import cast
from typing import Literal, cast
import datetime






T = TypeVar("T", bound="Deposit")



@_attrs_define
class Deposit:
    """ 
        Attributes:
            amount (int):
            bank_reference (str):
            created_at (datetime.datetime):
            currency (DepositCurrency):
            id (str):
            merchant_id (str):
            object_ (Literal['deposit']):
     """

    amount: int
    bank_reference: str
    created_at: datetime.datetime
    currency: DepositCurrency
    id: str
    merchant_id: str
    object_: Literal['deposit']





    def to_dict(self) -> dict[str, Any]:
        amount = self.amount

        bank_reference = self.bank_reference

        created_at = self.created_at.isoformat()

        currency: str = self.currency

        id = self.id

        merchant_id = self.merchant_id

        object_ = self.object_


        field_dict: dict[str, Any] = {}

        field_dict.update({
            "amount": amount,
            "bank_reference": bank_reference,
            "created_at": created_at,
            "currency": currency,
            "id": id,
            "merchant_id": merchant_id,
            "object": object_,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        amount = d.pop("amount")

        bank_reference = d.pop("bank_reference")

        created_at = datetime.datetime.fromisoformat(d.pop("created_at"))




        currency = check_deposit_currency(d.pop("currency"))




        id = d.pop("id")

        merchant_id = d.pop("merchant_id")

        object_ = cast(Literal['deposit'] , d.pop("object"))
        if object_ != 'deposit':
            raise ValueError(f"object must match const 'deposit', got '{object_}'")

        deposit = cls(
            amount=amount,
            bank_reference=bank_reference,
            created_at=created_at,
            currency=currency,
            id=id,
            merchant_id=merchant_id,
            object_=object_,
        )

        return deposit

