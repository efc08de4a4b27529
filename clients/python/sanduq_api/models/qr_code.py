from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.qr_code_currency import check_qr_code_currency
from ..models.qr_code_currency import QrCodeCurrency
from ..models.qr_code_format import check_qr_code_format
from ..models.qr_code_format import QrCodeFormat
from ..models.qr_code_status import check_qr_code_status
from ..models.qr_code_status import QrCodeStatus
from typing import cast
from typing import Literal, cast
import datetime

if TYPE_CHECKING:
  from ..models.qr_code_metadata import QrCodeMetadata





T = TypeVar("T", bound="QrCode")



@_attrs_define
class QrCode:
    """ 
        Attributes:
            amount (int):
            created_at (datetime.datetime):
            currency (QrCodeCurrency):
            description (None | str):
            expires_at (datetime.datetime):
            format_ (QrCodeFormat):
            id (str):
            metadata (QrCodeMetadata):
            object_ (Literal['qr_code']):
            payment_id (str):
            qr_data (str):
            qr_image_url (str):
            readable_code (str):
            reference (None | str):
            size (int):
            status (QrCodeStatus):
     """

    amount: int
    created_at: datetime.datetime
    currency: QrCodeCurrency
    description: None | str
    expires_at: datetime.datetime
    format_: QrCodeFormat
    id: str
    metadata: QrCodeMetadata
    object_: Literal['qr_code']
    payment_id: str
    qr_data: str
    qr_image_url: str
    readable_code: str
    reference: None | str
    size: int
    status: QrCodeStatus





    def to_dict(self) -> dict[str, Any]:
        from ..models.qr_code_metadata import QrCodeMetadata # noqa: PLC0415
        amount = self.amount

        created_at = self.created_at.isoformat()

        currency: str = self.currency

        description: None | str
        description = self.description

        expires_at = self.expires_at.isoformat()

        format_: str = self.format_

        id = self.id

        metadata = self.metadata.to_dict()

        object_ = self.object_

        payment_id = self.payment_id

        qr_data = self.qr_data

        qr_image_url = self.qr_image_url

        readable_code = self.readable_code

        reference: None | str
        reference = self.reference

        size = self.size

        status: str = self.status


        field_dict: dict[str, Any] = {}

        field_dict.update({
            "amount": amount,
            "created_at": created_at,
            "currency": currency,
            "description": description,
            "expires_at": expires_at,
            "format": format_,
            "id": id,
            "metadata": metadata,
            "object": object_,
            "payment_id": payment_id,
            "qr_data": qr_data,
            "qr_image_url": qr_image_url,
            "readable_code": readable_code,
            "reference": reference,
            "size": size,
            "status": status,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.qr_code_metadata import QrCodeMetadata # noqa: PLC0415
        d = dict(src_dict)
        amount = d.pop("amount")

        created_at = datetime.datetime.fromisoformat(d.pop("created_at"))




        currency = check_qr_code_currency(d.pop("currency"))




        def _parse_description(data: object) -> None | str:
            if data is None:
                return data
            return cast(None | str, data)

        description = _parse_description(d.pop("description"))


        expires_at = datetime.datetime.fromisoformat(d.pop("expires_at"))




        format_ = check_qr_code_format(d.pop("format"))




        id = d.pop("id")

        metadata = QrCodeMetadata.from_dict(d.pop("metadata"))




        object_ = cast(Literal['qr_code'] , d.pop("object"))
        if object_ != 'qr_code':
            raise ValueError(f"object must match const 'qr_code', got '{object_}'")

        payment_id = d.pop("payment_id")

        qr_data = d.pop("qr_data")

        qr_image_url = d.pop("qr_image_url")

        readable_code = d.pop("readable_code")

        def _parse_reference(data: object) -> None | str:
            if data is None:
                return data
            return cast(None | str, data)

        reference = _parse_reference(d.pop("reference"))


        size = d.pop("size")

        status = check_qr_code_status(d.pop("status"))




        qr_code = cls(
            amount=amount,
            created_at=created_at,
            currency=currency,
            description=description,
            expires_at=expires_at,
            format_=format_,
            id=id,
            metadata=metadata,
            object_=object_,
            payment_id=payment_id,
            qr_data=qr_data,
            qr_image_url=qr_image_url,
            readable_code=readable_code,
            reference=reference,
            size=size,
            status=status,
        )

        return qr_code

