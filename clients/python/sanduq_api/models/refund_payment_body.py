from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..types import UNSET, Unset
from typing import cast

if TYPE_CHECKING:
  from ..models.refund_payment_body_metadata_type_0 import RefundPaymentBodyMetadataType0





T = TypeVar("T", bound="RefundPaymentBody")



@_attrs_define
class RefundPaymentBody:
    """ 
        Attributes:
            reason (str):
            amount (int | None | Unset): minor units; default all that remains
            metadata (None | RefundPaymentBodyMetadataType0 | Unset): the refund's own metadata
     """

    reason: str
    amount: int | None | Unset = UNSET
    metadata: None | RefundPaymentBodyMetadataType0 | Unset = UNSET





    def to_dict(self) -> dict[str, Any]:
        from ..models.refund_payment_body_metadata_type_0 import RefundPaymentBodyMetadataType0 # noqa: PLC0415
        reason = self.reason

        amount: int | None | Unset
        if isinstance(self.amount, Unset):
            amount = UNSET
        else:
            amount = self.amount

        metadata: dict[str, Any] | None | Unset
        if isinstance(self.metadata, Unset):
            metadata = UNSET
        elif isinstance(self.metadata, RefundPaymentBodyMetadataType0):
            metadata = self.metadata.to_dict()
        else:
            metadata = self.metadata


        field_dict: dict[str, Any] = {}

        field_dict.update({
            "reason": reason,
        })
        if amount is not UNSET:
            field_dict["amount"] = amount
        if metadata is not UNSET:
            field_dict["metadata"] = metadata

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.refund_payment_body_metadata_type_0 import RefundPaymentBodyMetadataType0 # noqa: PLC0415
        d = dict(src_dict)
        reason = d.pop("reason")

        def _parse_amount(data: object) -> int | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(int | None | Unset, data)

        amount = _parse_amount(d.pop("amount", UNSET))


        def _parse_metadata(data: object) -> None | RefundPaymentBodyMetadataType0 | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                metadata_type_0 = RefundPaymentBodyMetadataType0.from_dict(data)



                return metadata_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(None | RefundPaymentBodyMetadataType0 | Unset, data)

        metadata = _parse_metadata(d.pop("metadata", UNSET))


        refund_payment_body = cls(
            reason=reason,
            amount=amount,
            metadata=metadata,
        )

        return refund_payment_body

