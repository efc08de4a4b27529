from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from typing import cast
import datetime

if TYPE_CHECKING:
  from ..models.refund_metadata import RefundMetadata





T = TypeVar("T", bound="Refund")



@_attrs_define
class Refund:
    """ 
        Attributes:
            amount (int):
            created_at (datetime.datetime):
            id (str):
            metadata (RefundMetadata):
            reason (None | str):
            status (str):
     """

    amount: int
    created_at: datetime.datetime
    id: str
    metadata: RefundMetadata
    reason: None | str
    status: str





    def to_dict(self) -> dict[str, Any]:
        from ..models.refund_metadata import RefundMetadata # noqa: PLC0415
        amount = self.amount

        created_at = self.created_at.isoformat()

        id = self.id

        metadata = self.metadata.to_dict()

        reason: None | str
        reason = self.reason

        status = self.status


        field_dict: dict[str, Any] = {}

        field_dict.update({
            "amount": amount,
            "created_at": created_at,
            "id": id,
            "metadata": metadata,
            "reason": reason,
            "status": status,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.refund_metadata import RefundMetadata # noqa: PLC0415
        d = dict(src_dict)
        amount = d.pop("amount")

        created_at = datetime.datetime.fromisoformat(d.pop("created_at"))




        id = d.pop("id")

        metadata = RefundMetadata.from_dict(d.pop("metadata"))




        def _parse_reason(data: object) -> None | str:
            if data is None:
                return data
            return cast(None | str, data)

        reason = _parse_reason(d.pop("reason"))


        status = d.pop("status")

        refund = cls(
            amount=amount,
            created_at=created_at,
            id=id,
            metadata=metadata,
            reason=reason,
            status=status,
        )

        return refund

