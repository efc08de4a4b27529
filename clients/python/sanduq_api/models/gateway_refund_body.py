from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..types import UNSET, Unset
from typing import cast

if TYPE_CHECKING:
  from ..models.gateway_refund_body_metadata_type_0 import GatewayRefundBodyMetadataType0





T = TypeVar("T", bound="GatewayRefundBody")



@_attrs_define
class GatewayRefundBody:
    """ 
        Attributes:
            reason (str):
            amount (int | None | Unset): minor units; default all that remains
            metadata (GatewayRefundBodyMetadataType0 | None | Unset): the refund's own metadata
     """

    reason: str
    amount: int | None | Unset = UNSET
    metadata: GatewayRefundBodyMetadataType0 | None | Unset = UNSET





    def to_dict(self) -> dict[str, Any]:
        from ..models.gateway_refund_body_metadata_type_0 import GatewayRefundBodyMetadataType0 # noqa: PLC0415
        reason = self.reason

        amount: int | None | Unset
        if isinstance(self.amount, Unset):
            amount = UNSET
        else:
            amount = self.amount

        metadata: dict[str, Any] | None | Unset
        if isinstance(self.metadata, Unset):
            metadata = UNSET
        elif isinstance(self.metadata, GatewayRefundBodyMetadataType0):
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
        from ..models.gateway_refund_body_metadata_type_0 import GatewayRefundBodyMetadataType0 # noqa: PLC0415
        d = dict(src_dict)
        reason = d.pop("reason")

        def _parse_amount(data: object) -> int | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(int | None | Unset, data)

        amount = _parse_amount(d.pop("amount", UNSET))


        def _parse_metadata(data: object) -> GatewayRefundBodyMetadataType0 | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                metadata_type_0 = GatewayRefundBodyMetadataType0.from_dict(data)



                return metadata_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(GatewayRefundBodyMetadataType0 | None | Unset, data)

        metadata = _parse_metadata(d.pop("metadata", UNSET))


        gateway_refund_body = cls(
            reason=reason,
            amount=amount,
            metadata=metadata,
        )

        return gateway_refund_body

