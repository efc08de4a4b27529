from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from typing import cast
from typing import Literal, cast

if TYPE_CHECKING:
  from ..models.transfer_preview import TransferPreview





T = TypeVar("T", bound="WalletPreviewTransferResponse200")



@_attrs_define
class WalletPreviewTransferResponse200:
    """ 
        Attributes:
            data (TransferPreview):
            success (Literal[True]):
     """

    data: TransferPreview
    success: Literal[True]





    def to_dict(self) -> dict[str, Any]:
        from ..models.transfer_preview import TransferPreview # noqa: PLC0415
        data = self.data.to_dict()

        success = self.success


        field_dict: dict[str, Any] = {}

        field_dict.update({
            "data": data,
            "success": success,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.transfer_preview import TransferPreview # noqa: PLC0415
        d = dict(src_dict)
        data = TransferPreview.from_dict(d.pop("data"))




        success = cast(Literal[True] , d.pop("success"))
        if success != True:
            raise ValueError(f"success must match const True, got '{success}'")

        wallet_preview_transfer_response_200 = cls(
            data=data,
            success=success,
        )

        return wallet_preview_transfer_response_200

