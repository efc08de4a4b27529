from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.transfer_preview_currency import check_transfer_preview_currency
from ..models.transfer_preview_currency import TransferPreviewCurrency
from typing import cast
from typing import Literal, cast

if TYPE_CHECKING:
  from ..models.transfer_preview_to import TransferPreviewTo





T = TypeVar("T", bound="TransferPreview")



@_attrs_define
class TransferPreview:
    """ 
        Attributes:
            amount (int):
            currency (TransferPreviewCurrency):
            display (str):
            object_ (Literal['transfer_preview']):
            to (TransferPreviewTo):
     """

    amount: int
    currency: TransferPreviewCurrency
    display: str
    object_: Literal['transfer_preview']
    to: TransferPreviewTo





    def to_dict(self) -> dict[str, Any]:
        from ..models.transfer_preview_to import TransferPreviewTo # noqa: PLC0415
        amount = self.amount

        currency: str = self.currency

        display = self.display

        object_ = self.object_

        to = self.to.to_dict()


        field_dict: dict[str, Any] = {}

        field_dict.update({
            "amount": amount,
            "currency": currency,
            "display": display,
            "object": object_,
            "to": to,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.transfer_preview_to import TransferPreviewTo # noqa: PLC0415
        d = dict(src_dict)
        amount = d.pop("amount")

        currency = check_transfer_preview_currency(d.pop("currency"))




        display = d.pop("display")

        object_ = cast(Literal['transfer_preview'] , d.pop("object"))
        if object_ != 'transfer_preview':
            raise ValueError(f"object must match const 'transfer_preview', got '{object_}'")

        to = TransferPreviewTo.from_dict(d.pop("to"))




        transfer_preview = cls(
            amount=amount,
            currency=currency,
            display=display,
            object_=object_,
            to=to,
        )

        return transfer_preview

