from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.cash_in_currency import CashInCurrency
from ..models.cash_in_currency import check_cash_in_currency
from typing import cast
from typing import Literal, cast
import datetime






T = TypeVar("T", bound="CashIn")



@_attrs_define
class CashIn:
    """ 
        Attributes:
            amount (int):
            created_at (datetime.datetime):
            currency (CashInCurrency):
            external_user_id (str):
            id (str):
            merchant_id (str):
            object_ (Literal['cash_in']):
            reference (str):
            user_id (str):
     """

    amount: int
    created_at: datetime.datetime
    currency: CashInCurrency
    external_user_id: str
    id: str
    merchant_id: str
    object_: Literal['cash_in']
    reference: str
    user_id: str





    def to_dict(self) -> dict[str, Any]:
        amount = self.amount

        created_at = self.created_at.isoformat()

        currency: str = self.currency

        external_user_id = self.external_user_id

        id = self.id

        merchant_id = self.merchant_id

        object_ = self.object_

        reference = self.reference

        user_id = self.user_id


        field_dict: dict[str, Any] = {}

        field_dict.update({
            "amount": amount,
            "created_at": created_at,
            "currency": currency,
            "external_user_id": external_user_id,
            "id": id,
            "merchant_id": merchant_id,
            "object": object_,
            "reference": reference,
            "user_id": user_id,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        amount = d.pop("amount")

        created_at = datetime.datetime.fromisoformat(d.pop("created_at"))




        currency = check_cash_in_currency(d.pop("currency"))




        external_user_id = d.pop("external_user_id")

        id = d.pop("id")

        merchant_id = d.pop("merchant_id")

        object_ = cast(Literal['cash_in'] , d.pop("object"))
        if object_ != 'cash_in':
            raise ValueError(f"object must match const 'cash_in', got '{object_}'")

        reference = d.pop("reference")

        user_id = d.pop("user_id")

        cash_in = cls(
            amount=amount,
            created_at=created_at,
            currency=currency,
            external_user_id=external_user_id,
            id=id,
            merchant_id=merchant_id,
            object_=object_,
            reference=reference,
            user_id=user_id,
        )

        return cash_in

