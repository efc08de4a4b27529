from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.create_embedded_session_body_capture_mode_type_1 import check_create_embedded_session_body_capture_mode_type_1
from ..models.create_embedded_session_body_capture_mode_type_1 import CreateEmbeddedSessionBodyCaptureModeType1
from ..models.create_embedded_session_body_capture_mode_type_2_type_1 import check_create_embedded_session_body_capture_mode_type_2_type_1
from ..models.create_embedded_session_body_capture_mode_type_2_type_1 import CreateEmbeddedSessionBodyCaptureModeType2Type1
from ..models.create_embedded_session_body_capture_mode_type_3_type_1 import check_create_embedded_session_body_capture_mode_type_3_type_1
from ..models.create_embedded_session_body_capture_mode_type_3_type_1 import CreateEmbeddedSessionBodyCaptureModeType3Type1
from ..models.create_embedded_session_body_currency import check_create_embedded_session_body_currency
from ..models.create_embedded_session_body_currency import CreateEmbeddedSessionBodyCurrency
from ..types import UNSET, Unset
from typing import cast

if TYPE_CHECKING:
  from ..models.create_embedded_session_body_metadata_type_0 import CreateEmbeddedSessionBodyMetadataType0





T = TypeVar("T", bound="CreateEmbeddedSessionBody")



@_attrs_define
class CreateEmbeddedSessionBody:
    """ 
        Attributes:
            amount (int): minor units
            currency (CreateEmbeddedSessionBodyCurrency):
            user_id (str): the buyer: a service user id or the merchant's external id
            capture_mode (CreateEmbeddedSessionBodyCaptureModeType1 | CreateEmbeddedSessionBodyCaptureModeType2Type1 |
                CreateEmbeddedSessionBodyCaptureModeType3Type1 | None | Unset): default automatic
            description (None | str | Unset):
            expires_in (int | None | Unset): seconds (default 1800)
            metadata (CreateEmbeddedSessionBodyMetadataType0 | None | Unset):
            redirect_url (None | str | Unset):
            reference (None | str | Unset):
     """

    amount: int
    currency: CreateEmbeddedSessionBodyCurrency
    user_id: str
    capture_mode: CreateEmbeddedSessionBodyCaptureModeType1 | CreateEmbeddedSessionBodyCaptureModeType2Type1 | CreateEmbeddedSessionBodyCaptureModeType3Type1 | None | Unset = UNSET
    description: None | str | Unset = UNSET
    expires_in: int | None | Unset = UNSET
    metadata: CreateEmbeddedSessionBodyMetadataType0 | None | Unset = UNSET
    redirect_url: None | str | Unset = UNSET
    reference: None | str | Unset = UNSET





    def to_dict(self) -> dict[str, Any]:
        from ..models.create_embedded_session_body_metadata_type_0 import CreateEmbeddedSessionBodyMetadataType0 # noqa: PLC0415
        amount = self.amount

        currency: str = self.currency

        user_id = self.user_id

        capture_mode: None | str | Unset
        if isinstance(self.capture_mode, Unset):
            capture_mode = UNSET
        elif isinstance(self.capture_mode, str):
            capture_mode = self.capture_mode
        elif isinstance(self.capture_mode, str):
            capture_mode = self.capture_mode
        elif isinstance(self.capture_mode, str):
            capture_mode = self.capture_mode
        else:
            capture_mode = self.capture_mode

        description: None | str | Unset
        if isinstance(self.description, Unset):
            description = UNSET
        else:
            description = self.description

        expires_in: int | None | Unset
        if isinstance(self.expires_in, Unset):
            expires_in = UNSET
        else:
            expires_in = self.expires_in

        metadata: dict[str, Any] | None | Unset
        if isinstance(self.metadata, Unset):
            metadata = UNSET
        elif isinstance(self.metadata, CreateEmbeddedSessionBodyMetadataType0):
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
            "user_id": user_id,
        })
        if capture_mode is not UNSET:
            field_dict["capture_mode"] = capture_mode
        if description is not UNSET:
            field_dict["description"] = description
        if expires_in is not UNSET:
            field_dict["expires_in"] = expires_in
        if metadata is not UNSET:
            field_dict["metadata"] = metadata
        if redirect_url is not UNSET:
            field_dict["redirect_url"] = redirect_url
        if reference is not UNSET:
            field_dict["reference"] = reference

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.create_embedded_session_body_metadata_type_0 import CreateEmbeddedSessionBodyMetadataType0 # noqa: PLC0415
        d = dict(src_dict)
        amount = d.pop("amount")

        currency = check_create_embedded_session_body_currency(d.pop("currency"))




        user_id = d.pop("user_id")

        def _parse_capture_mode(data: object) -> CreateEmbeddedSessionBodyCaptureModeType1 | CreateEmbeddedSessionBodyCaptureModeType2Type1 | CreateEmbeddedSessionBodyCaptureModeType3Type1 | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            try:
                if not isinstance(data, str):
                    raise TypeError()
                capture_mode_type_1 = check_create_embedded_session_body_capture_mode_type_1(data)



                return capture_mode_type_1
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, str):
                    raise TypeError()
                capture_mode_type_2_type_1 = check_create_embedded_session_body_capture_mode_type_2_type_1(data)



                return capture_mode_type_2_type_1
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, str):
                    raise TypeError()
                capture_mode_type_3_type_1 = check_create_embedded_session_body_capture_mode_type_3_type_1(data)



                return capture_mode_type_3_type_1
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(CreateEmbeddedSessionBodyCaptureModeType1 | CreateEmbeddedSessionBodyCaptureModeType2Type1 | CreateEmbeddedSessionBodyCaptureModeType3Type1 | None | Unset, data)

        capture_mode = _parse_capture_mode(d.pop("capture_mode", UNSET))


        def _parse_description(data: object) -> None | str | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(None | str | Unset, data)

        description = _parse_description(d.pop("description", UNSET))


        def _parse_expires_in(data: object) -> int | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(int | None | Unset, data)

        expires_in = _parse_expires_in(d.pop("expires_in", UNSET))


        def _parse_metadata(data: object) -> CreateEmbeddedSessionBodyMetadataType0 | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                metadata_type_0 = CreateEmbeddedSessionBodyMetadataType0.from_dict(data)



                return metadata_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(CreateEmbeddedSessionBodyMetadataType0 | None | Unset, data)

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


        create_embedded_session_body = cls(
            amount=amount,
            currency=currency,
            user_id=user_id,
            capture_mode=capture_mode,
            description=description,
            expires_in=expires_in,
            metadata=metadata,
            redirect_url=redirect_url,
            reference=reference,
        )

        return create_embedded_session_body

