from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.create_checkout_session_body_currency import check_create_checkout_session_body_currency
from ..models.create_checkout_session_body_currency import CreateCheckoutSessionBodyCurrency
from ..types import UNSET, Unset
from typing import cast

if TYPE_CHECKING:
  from ..models.create_checkout_session_body_metadata_type_0 import CreateCheckoutSessionBodyMetadataType0





T = TypeVar("T", bound="CreateCheckoutSessionBody")



@_attrs_define
class CreateCheckoutSessionBody:
    """ 
        Attributes:
            amount (int): minor units
            cancel_url (str):
            currency (CreateCheckoutSessionBodyCurrency):
            external_user_id (str): the buyer, as synced
            success_url (str):
            description (None | str | Unset):
            metadata (CreateCheckoutSessionBodyMetadataType0 | None | Unset):
            reference (None | str | Unset): the merchant's order reference
     """

    amount: int
    cancel_url: str
    currency: CreateCheckoutSessionBodyCurrency
    external_user_id: str
    success_url: str
    description: None | str | Unset = UNSET
    metadata: CreateCheckoutSessionBodyMetadataType0 | None | Unset = UNSET
    reference: None | str | Unset = UNSET





    def to_dict(self) -> dict[str, Any]:
        from ..models.create_checkout_session_body_metadata_type_0 import CreateCheckoutSessionBodyMetadataType0 # noqa: PLC0415
        amount = self.amount

        cancel_url = self.cancel_url

        currency: str = self.currency

        external_user_id = self.external_user_id

        success_url = self.success_url

        description: None | str | Unset
        if isinstance(self.description, Unset):
            description = UNSET
        else:
            description = self.description

        metadata: dict[str, Any] | None | Unset
        if isinstance(self.metadata, Unset):
            metadata = UNSET
        elif isinstance(self.metadata, CreateCheckoutSessionBodyMetadataType0):
            metadata = self.metadata.to_dict()
        else:
            metadata = self.metadata

        reference: None | str | Unset
        if isinstance(self.reference, Unset):
            reference = UNSET
        else:
            reference = self.reference


        field_dict: dict[str, Any] = {}

        field_dict.update({
            "amount": amount,
            "cancel_url": cancel_url,
            "currency": currency,
            "external_user_id": external_user_id,
            "success_url": success_url,
        })
        if description is not UNSET:
            field_dict["description"] = description
        if metadata is not UNSET:
            field_dict["metadata"] = metadata
        if reference is not UNSET:
            field_dict["reference"] = reference

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.create_checkout_session_body_metadata_type_0 import CreateCheckoutSessionBodyMetadataType0 # noqa: PLC0415
        d = dict(src_dict)
        amount = d.pop("amount")

        cancel_url = d.pop("cancel_url")

        currency = check_create_checkout_session_body_currency(d.pop("currency"))




        external_user_id = d.pop("external_user_id")

        success_url = d.pop("success_url")

        def _parse_description(data: object) -> None | str | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(None | str | Unset, data)

        description = _parse_description(d.pop("description", UNSET))


        def _parse_metadata(data: object) -> CreateCheckoutSessionBodyMetadataType0 | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                metadata_type_0 = CreateCheckoutSessionBodyMetadataType0.from_dict(data)



                return metadata_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(CreateCheckoutSessionBodyMetadataType0 | None | Unset, data)

        metadata = _parse_metadata(d.pop("metadata", UNSET))


        def _parse_reference(data: object) -> None | str | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(None | str | Unset, data)

        reference = _parse_reference(d.pop("reference", UNSET))


        create_checkout_session_body = cls(
            amount=amount,
            cancel_url=cancel_url,
            currency=currency,
            external_user_id=external_user_id,
            success_url=success_url,
            description=description,
            metadata=metadata,
            reference=reference,
        )

        return create_checkout_session_body

