from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.create_payment_link_body_currency import check_create_payment_link_body_currency
from ..models.create_payment_link_body_currency import CreatePaymentLinkBodyCurrency
from ..types import UNSET, Unset
from typing import cast
import datetime

if TYPE_CHECKING:
  from ..models.create_payment_link_body_metadata_type_0 import CreatePaymentLinkBodyMetadataType0





T = TypeVar("T", bound="CreatePaymentLinkBody")



@_attrs_define
class CreatePaymentLinkBody:
    """ 
        Attributes:
            amount (int): minor units; 0: the buyer enters it
            currency (CreatePaymentLinkBodyCurrency):
            description (str):
            expires_at (datetime.datetime | None | Unset): default 30 days from now
            max_uses (int | None | Unset): default 1; 0 unlimited
            metadata (CreatePaymentLinkBodyMetadataType0 | None | Unset):
            redirect_url (None | str | Unset):
            reference (None | str | Unset):
     """

    amount: int
    currency: CreatePaymentLinkBodyCurrency
    description: str
    expires_at: datetime.datetime | None | Unset = UNSET
    max_uses: int | None | Unset = UNSET
    metadata: CreatePaymentLinkBodyMetadataType0 | None | Unset = UNSET
    redirect_url: None | str | Unset = UNSET
    reference: None | str | Unset = UNSET





    def to_dict(self) -> dict[str, Any]:
        from ..models.create_payment_link_body_metadata_type_0 import CreatePaymentLinkBodyMetadataType0 # noqa: PLC0415
        amount = self.amount

        currency: str = self.currency

        description = self.description

        expires_at: None | str | Unset
        if isinstance(self.expires_at, Unset):
            expires_at = UNSET
        elif isinstance(self.expires_at, datetime.datetime):
            expires_at = self.expires_at.isoformat()
        else:
            expires_at = self.expires_at

        max_uses: int | None | Unset
        if isinstance(self.max_uses, Unset):
            max_uses = UNSET
        else:
            max_uses = self.max_uses

        metadata: dict[str, Any] | None | Unset
        if isinstance(self.metadata, Unset):
            metadata = UNSET
        elif isinstance(self.metadata, CreatePaymentLinkBodyMetadataType0):
            metadata = self.metadata.to_dict()
        else:
            metadata = self.metadata

        redirect_url: None | str | Unset
        if isinstance(self.redirect_url, Unset):
            redirect_url = UNSET
        else:
            redirect_url = self.redirect_url

        reference: None | str | Unset
        if isinstance(self.reference, Unset):
            reference = UNSET
        else:
            reference = self.reference


        field_dict: dict[str, Any] = {}

        field_dict.update({
            "amount": amount,
            "currency": currency,
            "description": description,
        })
        if expires_at is not UNSET:
            field_dict["expires_at"] = expires_at
        if max_uses is not UNSET:
            field_dict["max_uses"] = max_uses
        if metadata is not UNSET:
            field_dict["metadata"] = metadata
        if redirect_url is not UNSET:
            field_dict["redirect_url"] = redirect_url
        if reference is not UNSET:
            field_dict["reference"] = reference

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.create_payment_link_body_metadata_type_0 import CreatePaymentLinkBodyMetadataType0 # noqa: PLC0415
        d = dict(src_dict)
        amount = d.pop("amount")

        currency = check_create_payment_link_body_currency(d.pop("currency"))




        description = d.pop("description")

        def _parse_expires_at(data: object) -> datetime.datetime | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            try:
                if not isinstance(data, str):
                    raise TypeError()
                expires_at_type_0 = datetime.datetime.fromisoformat(data)



                return expires_at_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(datetime.datetime | None | Unset, data)

        expires_at = _parse_expires_at(d.pop("expires_at", UNSET))


        def _parse_max_uses(data: object) -> int | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(int | None | Unset, data)

        max_uses = _parse_max_uses(d.pop("max_uses", UNSET))


        def _parse_metadata(data: object) -> CreatePaymentLinkBodyMetadataType0 | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                metadata_type_0 = CreatePaymentLinkBodyMetadataType0.from_dict(data)



                return metadata_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(CreatePaymentLinkBodyMetadataType0 | None | Unset, data)

        metadata = _parse_metadata(d.pop("metadata", UNSET))


        def _parse_redirect_url(data: object) -> None | str | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(None | str | Unset, data)

        redirect_url = _parse_redirect_url(d.pop("redirect_url", UNSET))


        def _parse_reference(data: object) -> None | str | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(None | str | Unset, data)

        reference = _parse_reference(d.pop("reference", UNSET))


        create_payment_link_body = cls(
            amount=amount,
            currency=currency,
            description=description,
            expires_at=expires_at,
            max_uses=max_uses,
            metadata=metadata,
            redirect_url=redirect_url,
            reference=reference,
        )

        return create_payment_link_body

