from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.embedded_session_currency import check_embedded_session_currency
from ..models.embedded_session_currency import EmbeddedSessionCurrency
from typing import cast
from typing import Literal, cast
import datetime

if TYPE_CHECKING:
  from ..models.embedded_session_metadata import EmbeddedSessionMetadata





T = TypeVar("T", bound="EmbeddedSession")



@_attrs_define
class EmbeddedSession:
    """ 
        Attributes:
            amount (int):
            capture_mode (str):
            closed_at (datetime.datetime | None):
            created_at (datetime.datetime):
            currency (EmbeddedSessionCurrency):
            description (None | str):
            expires_at (datetime.datetime):
            external_user_id (str):
            failure_code (None | str):
            metadata (EmbeddedSessionMetadata):
            object_ (Literal['embedded.checkout.session']):
            payment_id (None | str):
            redirect_url (None | str):
            reference (None | str):
            session_id (str):
            status (str):
            updated_at (datetime.datetime):
            user_id (str):
     """

    amount: int
    capture_mode: str
    closed_at: datetime.datetime | None
    created_at: datetime.datetime
    currency: EmbeddedSessionCurrency
    description: None | str
    expires_at: datetime.datetime
    external_user_id: str
    failure_code: None | str
    metadata: EmbeddedSessionMetadata
    object_: Literal['embedded.checkout.session']
    payment_id: None | str
    redirect_url: None | str
    reference: None | str
    session_id: str
    status: str
    updated_at: datetime.datetime
    user_id: str





    def to_dict(self) -> dict[str, Any]:
        from ..models.embedded_session_metadata import EmbeddedSessionMetadata # noqa: PLC0415
        amount = self.amount

        capture_mode = self.capture_mode

        closed_at: None | str
        if isinstance(self.closed_at, datetime.datetime):
            closed_at = self.closed_at.isoformat()
        else:
            closed_at = self.closed_at

        created_at = self.created_at.isoformat()

        currency: str = self.currency

        description: None | str
        description = self.description

        expires_at = self.expires_at.isoformat()

        external_user_id = self.external_user_id

        failure_code: None | str
        failure_code = self.failure_code

        metadata = self.metadata.to_dict()

        object_ = self.object_

        payment_id: None | str
        payment_id = self.payment_id

        redirect_url: None | str
        redirect_url = self.redirect_url

        reference: None | str
        reference = self.reference

        session_id = self.session_id

        status = self.status

        updated_at = self.updated_at.isoformat()

        user_id = self.user_id


        field_dict: dict[str, Any] = {}

        field_dict.update({
            "amount": amount,
            "capture_mode": capture_mode,
            "closed_at": closed_at,
            "created_at": created_at,
            "currency": currency,
            "description": description,
            "expires_at": expires_at,
            "external_user_id": external_user_id,
            "failure_code": failure_code,
            "metadata": metadata,
            "object": object_,
            "payment_id": payment_id,
            "redirect_url": redirect_url,
            "reference": reference,
            "session_id": session_id,
            "status": status,
            "updated_at": updated_at,
            "user_id": user_id,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.embedded_session_metadata import EmbeddedSessionMetadata # noqa: PLC0415
        d = dict(src_dict)
        amount = d.pop("amount")

        capture_mode = d.pop("capture_mode")

        def _parse_closed_at(data: object) -> datetime.datetime | None:
            if data is None:
                return data
            try:
                if not isinstance(data, str):
                    raise TypeError()
                closed_at_type_0 = datetime.datetime.fromisoformat(data)



                return closed_at_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(datetime.datetime | None, data)

        closed_at = _parse_closed_at(d.pop("closed_at"))


        created_at = datetime.datetime.fromisoformat(d.pop("created_at"))




        currency = check_embedded_session_currency(d.pop("currency"))




        def _parse_description(data: object) -> None | str:
            if data is None:
                return data
            return cast(None | str, data)

        description = _parse_description(d.pop("description"))


        expires_at = datetime.datetime.fromisoformat(d.pop("expires_at"))




        external_user_id = d.pop("external_user_id")

        def _parse_failure_code(data: object) -> None | str:
            if data is None:
                return data
            return cast(None | str, data)

        failure_code = _parse_failure_code(d.pop("failure_code"))


        metadata = EmbeddedSessionMetadata.from_dict(d.pop("metadata"))




        object_ = cast(Literal['embedded.checkout.session'] , d.pop("object"))
        if object_ != 'embedded.checkout.session':
            raise ValueError(f"object must match const 'embedded.checkout.session', got '{object_}'")

        def _parse_payment_id(data: object) -> None | str:
            if data is None:
                return data
            return cast(None | str, data)

        payment_id = _parse_payment_id(d.pop("payment_id"))


        def _parse_redirect_url(data: object) -> None | str:
            if data is None:
                return data
            return cast(None | str, data)

        redirect_url = _parse_redirect_url(d.pop("redirect_url"))


        def _parse_reference(data: object) -> None | str:
            if data is None:
                return data
            return cast(None | str, data)

        reference = _parse_reference(d.pop("reference"))


        session_id = d.pop("session_id")

        status = d.pop("status")

        updated_at = datetime.datetime.fromisoformat(d.pop("updated_at"))




        user_id = d.pop("user_id")

        embedded_session = cls(
            amount=amount,
            capture_mode=capture_mode,
            closed_at=closed_at,
            created_at=created_at,
            currency=currency,
            description=description,
            expires_at=expires_at,
            external_user_id=external_user_id,
            failure_code=failure_code,
            metadata=metadata,
            object_=object_,
            payment_id=payment_id,
            redirect_url=redirect_url,
            reference=reference,
            session_id=session_id,
            status=status,
            updated_at=updated_at,
            user_id=user_id,
        )

        return embedded_session

