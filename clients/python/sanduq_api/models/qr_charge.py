from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.qr_charge_currency import check_qr_charge_currency
from ..models.qr_charge_currency import QrChargeCurrency
from typing import cast
from typing import Literal, cast
import datetime






T = TypeVar("T", bound="QrCharge")



@_attrs_define
class QrCharge:
    """ 
        Attributes:
            amount (int):
            created_at (datetime.datetime):
            currency (QrChargeCurrency):
            description (None | str):
            object_ (Literal['qr_charge']):
            payment_id (str):
            reference (None | str):
            status (str):
            user_id (str):
     """

    amount: int
    created_at: datetime.datetime
    currency: QrChargeCurrency
    description: None | str
    object_: Literal['qr_charge']
    payment_id: str
    reference: None | str
    status: str
    user_id: str





    def to_dict(self) -> dict[str, Any]:
        amount = self.amount

        created_at = self.created_at.isoformat()

        currency: str = self.currency

        description: None | str
        description = self.description

        object_ = self.object_

        payment_id = self.payment_id

        reference: None | str
        reference = self.reference

        status = self.status

        user_id = self.user_id


        field_dict: dict[str, Any] = {}

        field_dict.update({
            "amount": amount,
            "created_at": created_at,
            "currency": currency,
            "description": description,
            "object": object_,
            "payment_id": payment_id,
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




        currency = check_qr_charge_currency(d.pop("currency"))




        def _parse_description(data: object) -> None | str:
            if data is None:
                return data
            return cast(None | str, data)

        description = _parse_description(d.pop("description"))


        object_ = cast(Literal['qr_charge'] , d.pop("object"))
        if object_ != 'qr_charge':
            raise ValueError(f"object must match const 'qr_charge', got '{object_}'")

        payment_id = d.pop("payment_id")

        def _parse_reference(data: object) -> None | str:
            if data is None:
                return data
            return cast(None | str, data)

        reference = _parse_reference(d.pop("reference"))


        status = d.pop("status")

        user_id = d.pop("user_id")

        qr_charge = cls(
            amount=amount,
            created_at=created_at,
            currency=currency,
            description=description,
            object_=object_,
            payment_id=payment_id,
            reference=reference,
            status=status,
            user_id=user_id,
        )

        return qr_charge

