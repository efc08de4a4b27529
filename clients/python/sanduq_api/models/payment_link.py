from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.payment_link_currency import check_payment_link_currency
from ..models.payment_link_currency import PaymentLinkCurrency
from ..models.payment_link_status import check_payment_link_status
from ..models.payment_link_status import PaymentLinkStatus
from typing import cast
from typing import Literal, cast
import datetime

if TYPE_CHECKING:
  from ..models.payment_link_metadata import PaymentLinkMetadata
  from ..models.payment_row import PaymentRow





T = TypeVar("T", bound="PaymentLink")



@_attrs_define
class PaymentLink:
    """ 
        Attributes:
            amount (int):
            created_at (datetime.datetime):
            currency (PaymentLinkCurrency):
            deactivated_at (datetime.datetime | None):
            description (str):
            expires_at (datetime.datetime):
            id (str):
            max_uses (int):
            metadata (PaymentLinkMetadata):
            object_ (Literal['payment_link']):
            payments (list[PaymentRow]):
            redirect_url (None | str):
            reference (None | str):
            short_url (str):
            status (PaymentLinkStatus):
            url (str):
            uses (int):
     """

    amount: int
    created_at: datetime.datetime
    currency: PaymentLinkCurrency
    deactivated_at: datetime.datetime | None
    description: str
    expires_at: datetime.datetime
    id: str
    max_uses: int
    metadata: PaymentLinkMetadata
    object_: Literal['payment_link']
    payments: list[PaymentRow]
    redirect_url: None | str
    reference: None | str
    short_url: str
    status: PaymentLinkStatus
    url: str
    uses: int





    def to_dict(self) -> dict[str, Any]:
        from ..models.payment_link_metadata import PaymentLinkMetadata # noqa: PLC0415
        from ..models.payment_row import PaymentRow # noqa: PLC0415
        amount = self.amount

        created_at = self.created_at.isoformat()

        currency: str = self.currency

        deactivated_at: None | str
        if isinstance(self.deactivated_at, datetime.datetime):
            deactivated_at = self.deactivated_at.isoformat()
        else:
            deactivated_at = self.deactivated_at

        description = self.description

        expires_at = self.expires_at.isoformat()

        id = self.id

        max_uses = self.max_uses

        metadata = self.metadata.to_dict()

        object_ = self.object_

        payments = []
        for payments_item_data in self.payments:
            payments_item = payments_item_data.to_dict()
            payments.append(payments_item)



        redirect_url: None | str
        redirect_url = self.redirect_url

        reference: None | str
        reference = self.reference

        short_url = self.short_url

        status: str = self.status

        url = self.url

        uses = self.uses


        field_dict: dict[str, Any] = {}

        field_dict.update({
            "amount": amount,
            "created_at": created_at,
            "currency": currency,
            "deactivated_at": deactivated_at,
            "description": description,
            "expires_at": expires_at,
            "id": id,
            "max_uses": max_uses,
            "metadata": metadata,
            "object": object_,
            "payments": payments,
            "redirect_url": redirect_url,
            "reference": reference,
            "short_url": short_url,
            "status": status,
            "url": url,
            "uses": uses,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.payment_link_metadata import PaymentLinkMetadata # noqa: PLC0415
        from ..models.payment_row import PaymentRow # noqa: PLC0415
        d = dict(src_dict)
        amount = d.pop("amount")

        created_at = datetime.datetime.fromisoformat(d.pop("created_at"))




        currency = check_payment_link_currency(d.pop("currency"))




        def _parse_deactivated_at(data: object) -> datetime.datetime | None:
            if data is None:
                return data
            try:
                if not isinstance(data, str):
                    raise TypeError()
                deactivated_at_type_0 = datetime.datetime.fromisoformat(data)



                return deactivated_at_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(datetime.datetime | None, data)

        deactivated_at = _parse_deactivated_at(d.pop("deactivated_at"))


        description = d.pop("description")

        expires_at = datetime.datetime.fromisoformat(d.pop("expires_at"))




        id = d.pop("id")

        max_uses = d.pop("max_uses")

        metadata = PaymentLinkMetadata.from_dict(d.pop("metadata"))




        object_ = cast(Literal['payment_link'] , d.pop("object"))
        if object_ != 'payment_link':
            raise ValueError(f"object must match const 'payment_link', got '{object_}'")

        payments = []
        _payments = d.pop("payments")
        for payments_item_data in (_payments):
            payments_item = PaymentRow.from_dict(payments_item_data)



            payments.append(payments_item)


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


        short_url = d.pop("short_url")

        status = check_payment_link_status(d.pop("status"))




        url = d.pop("url")

        uses = d.pop("uses")

        payment_link = cls(
            amount=amount,
            created_at=created_at,
            currency=currency,
            deactivated_at=deactivated_at,
            description=description,
            expires_at=expires_at,
            id=id,
            max_uses=max_uses,
            metadata=metadata,
            object_=object_,
            payments=payments,
            redirect_url=redirect_url,
            reference=reference,
            short_url=short_url,
            status=status,
            url=url,
            uses=uses,
        )

        return payment_link

