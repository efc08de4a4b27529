from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.payment_link_deactivated_status import check_payment_link_deactivated_status
from ..models.payment_link_deactivated_status import PaymentLinkDeactivatedStatus
from typing import cast
from typing import Literal, cast
import datetime






T = TypeVar("T", bound="PaymentLinkDeactivated")



@_attrs_define
class PaymentLinkDeactivated:
    """ 
        Attributes:
            deactivated_at (datetime.datetime):
            id (str):
            object_ (Literal['payment_link']):
            status (PaymentLinkDeactivatedStatus):
     """

    deactivated_at: datetime.datetime
    id: str
    object_: Literal['payment_link']
    status: PaymentLinkDeactivatedStatus





    def to_dict(self) -> dict[str, Any]:
        deactivated_at = self.deactivated_at.isoformat()

        id = self.id

        object_ = self.object_

        status: str = self.status


        field_dict: dict[str, Any] = {}

        field_dict.update({
            "deactivated_at": deactivated_at,
            "id": id,
            "object": object_,
            "status": status,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        deactivated_at = datetime.datetime.fromisoformat(d.pop("deactivated_at"))




        id = d.pop("id")

        object_ = cast(Literal['payment_link'] , d.pop("object"))
        if object_ != 'payment_link':
            raise ValueError(f"object must match const 'payment_link', got '{object_}'")

        status = check_payment_link_deactivated_status(d.pop("status"))




        payment_link_deactivated = cls(
            deactivated_at=deactivated_at,
            id=id,
            object_=object_,
            status=status,
        )

        return payment_link_deactivated

