from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.checkout_session_currency import check_checkout_session_currency
from ..models.checkout_session_currency import CheckoutSessionCurrency
from typing import cast
from typing import Literal, cast
import datetime

if TYPE_CHECKING:
  from ..models.checkout_session_metadata import CheckoutSessionMetadata





T = TypeVar("T", bound="CheckoutSession")



@_attrs_define
class CheckoutSession:
    """ 
        Attributes:
            amount (int):
            cancel_url (str):
            captured_amount (int):
            checkout_url (str):
            created_at (datetime.datetime):
            currency (CheckoutSessionCurrency):
            description (None | str):
            expires_at (datetime.datetime | None):
            external_user_id (str):
            id (str):
            metadata (CheckoutSessionMetadata):
            object_ (Literal['checkout.session']):
            payment_id (str):
            reference (None | str):
            refunded_amount (int):
            status (str):
            success_url (str):
            user_id (str):
     """

    amount: int
    cancel_url: str
    captured_amount: int
    checkout_url: str
    created_at: datetime.datetime
    currency: CheckoutSessionCurrency
    description: None | str
    expires_at: datetime.datetime | None
    external_user_id: str
    id: str
    metadata: CheckoutSessionMetadata
    object_: Literal['checkout.session']
    payment_id: str
    reference: None | str
    refunded_amount: int
    status: str
    success_url: str
    user_id: str





    def to_dict(self) -> dict[str, Any]:
        from ..models.checkout_session_metadata import CheckoutSessionMetadata # noqa: PLC0415
        amount = self.amount

        cancel_url = self.cancel_url

        captured_amount = self.captured_amount

        checkout_url = self.checkout_url

        created_at = self.created_at.isoformat()

        currency: str = self.currency

        description: None | str
        description = self.description

        expires_at: None | str
        if isinstance(self.expires_at, datetime.datetime):
            expires_at = self.expires_at.isoformat()
        else:
            expires_at = self.expires_at

        external_user_id = self.external_user_id

        id = self.id

        metadata = self.metadata.to_dict()

        object_ = self.object_

        payment_id = self.payment_id

        reference: None | str
        reference = self.reference

        refunded_amount = self.refunded_amount

        status = self.status

        success_url = self.success_url

        user_id = self.user_id


        field_dict: dict[str, Any] = {}

        field_dict.update({
            "amount": amount,
            "cancel_url": cancel_url,
            "captured_amount": captured_amount,
            "checkout_url": checkout_url,
            "created_at": created_at,
            "currency": currency,
            "description": description,
            "expires_at": expires_at,
            "external_user_id": external_user_id,
            "id": id,
            "metadata": metadata,
            "object": object_,
            "payment_id": payment_id,
            "reference": reference,
            "refunded_amount": refunded_amount,
            "status": status,
            "success_url": success_url,
            "user_id": user_id,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.checkout_session_metadata import CheckoutSessionMetadata # noqa: PLC0415
        d = dict(src_dict)
        amount = d.pop("amount")

        cancel_url = d.pop("cancel_url")

        captured_amount = d.pop("captured_amount")

        checkout_url = d.pop("checkout_url")

        created_at = datetime.datetime.fromisoformat(d.pop("created_at"))




        currency = check_checkout_session_currency(d.pop("currency"))




        def _parse_description(data: object) -> None | str:
            if data is None:
                return data
            return cast(None | str, data)

        description = _parse_description(d.pop("description"))


        def _parse_expires_at(data: object) -> datetime.datetime | None:
            if data is None:
                return data
            try:
                if not isinstance(data, str):
                    raise TypeError()
                expires_at_type_0 = datetime.datetime.fromisoformat(data)



                return expires_at_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(datetime.datetime | None, data)

        expires_at = _parse_expires_at(d.pop("expires_at"))


        external_user_id = d.pop("external_user_id")

        id = d.pop("id")

        metadata = CheckoutSessionMetadata.from_dict(d.pop("metadata"))




        object_ = cast(Literal['checkout.session'] , d.pop("object"))
        if object_ != 'checkout.session':
            raise ValueError(f"object must match const 'checkout.session', got '{object_}'")

        payment_id = d.pop("payment_id")

        def _parse_reference(data: object) -> None | str:
            if data is None:
                return data
            return cast(None | str, data)

        reference = _parse_reference(d.pop("reference"))


        refunded_amount = d.pop("refunded_amount")

        status = d.pop("status")

        success_url = d.pop("success_url")

        user_id = d.pop("user_id")

        checkout_session = cls(
            amount=amount,
            cancel_url=cancel_url,
            captured_amount=captured_amount,
            checkout_url=checkout_url,
            created_at=created_at,
            currency=currency,
            description=description,
            expires_at=expires_at,
            external_user_id=external_user_id,
            id=id,
            metadata=metadata,
            object_=object_,
            payment_id=payment_id,
            reference=reference,
            refunded_amount=refunded_amount,
            status=status,
            success_url=success_url,
            user_id=user_id,
        )

        return checkout_session

