from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from typing import cast
import datetime






T = TypeVar("T", bound="RefundResultRefundsItem")



@_attrs_define
class RefundResultRefundsItem:
    """ 
        Attributes:
            amount (int):
            created_at (datetime.datetime):
            id (str):
            reason (None | str):
            status (str):
     """

    amount: int
    created_at: datetime.datetime
    id: str
    reason: None | str
    status: str





    def to_dict(self) -> dict[str, Any]:
        amount = self.amount

        created_at = self.created_at.isoformat()

        id = self.id

        reason: None | str
        reason = self.reason

        status = self.status


        field_dict: dict[str, Any] = {}

        field_dict.update({
            "amount": amount,
            "created_at": created_at,
            "id": id,
            "reason": reason,
            "status": status,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        amount = d.pop("amount")

        created_at = datetime.datetime.fromisoformat(d.pop("created_at"))




        id = d.pop("id")

        def _parse_reason(data: object) -> None | str:
            if data is None:
                return data
            return cast(None | str, data)

        reason = _parse_reason(d.pop("reason"))


        status = d.pop("status")

        refund_result_refunds_item = cls(
            amount=amount,
            created_at=created_at,
            id=id,
            reason=reason,
            status=status,
        )

        return refund_result_refunds_item

