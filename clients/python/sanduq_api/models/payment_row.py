from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.payment_row_currency import check_payment_row_currency
from ..models.payment_row_currency import PaymentRowCurrency
from ..models.payment_status import check_payment_status
from ..models.payment_status import PaymentStatus
from typing import cast
import datetime






T = TypeVar("T", bound="PaymentRow")



@_attrs_define
class PaymentRow:
    """ 
        Attributes:
            amount (int):
            created_at (datetime.datetime):
            currency (PaymentRowCurrency):
            id (str):
            reference (None | str):
            status (PaymentStatus):
            user_id (None | str):
     """

    amount: int
    created_at: datetime.datetime
    currency: PaymentRowCurrency
    id: str
    reference: None | str
    status: PaymentStatus
    user_id: None | str





    def to_dict(self) -> dict[str, Any]:
        amount = self.amount

        created_at = self.created_at.isoformat()

        currency: str = self.currency

        id = self.id

        reference: None | str
        reference = self.reference

        status: str = self.status

        user_id: None | str
        user_id = self.user_id


        field_dict: dict[str, Any] = {}

        field_dict.update({
            "amount": amount,
            "created_at": created_at,
            "currency": currency,
            "id": id,
            "reference": reference,
            "status": status,
            "user_id": user_id,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        amount = d.pop("amount")

        created_at = datetime.datetime.fromisoformat(d.pop("created_at"))




        currency = check_payment_row_currency(d.pop("currency"))




        id = d.pop("id")

        def _parse_reference(data: object) -> None | str:
            if data is None:
                return data
            return cast(None | str, data)

        reference = _parse_reference(d.pop("reference"))


        status = check_payment_status(d.pop("status"))




        def _parse_user_id(data: object) -> None | str:
            if data is None:
                return data
            return cast(None | str, data)

        user_id = _parse_user_id(d.pop("user_id"))


        payment_row = cls(
            amount=amount,
            created_at=created_at,
            currency=currency,
            id=id,
            reference=reference,
            status=status,
            user_id=user_id,
        )

        return payment_row

