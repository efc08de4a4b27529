from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.link_paid_currency import check_link_paid_currency
from ..models.link_paid_currency import LinkPaidCurrency
from typing import cast
import datetime

if TYPE_CHECKING:
  from ..models.link_paid_fx_details_type_0 import LinkPaidFxDetailsType0





T = TypeVar("T", bound="LinkPaid")



@_attrs_define
class LinkPaid:
    """ 
        Attributes:
            amount (int):
            created_at (datetime.datetime):
            currency (LinkPaidCurrency):
            fx_details (LinkPaidFxDetailsType0 | None):
            payment_id (str):
            payment_link_id (str):
            redirect_url (None | str):
            reference (None | str):
            status (str):
     """

    amount: int
    created_at: datetime.datetime
    currency: LinkPaidCurrency
    fx_details: LinkPaidFxDetailsType0 | None
    payment_id: str
    payment_link_id: str
    redirect_url: None | str
    reference: None | str
    status: str





    def to_dict(self) -> dict[str, Any]:
        from ..models.link_paid_fx_details_type_0 import LinkPaidFxDetailsType0 # noqa: PLC0415
        amount = self.amount

        created_at = self.created_at.isoformat()

        currency: str = self.currency

        fx_details: dict[str, Any] | None
        if isinstance(self.fx_details, LinkPaidFxDetailsType0):
            fx_details = self.fx_details.to_dict()
        else:
            fx_details = self.fx_details

        payment_id = self.payment_id

        payment_link_id = self.payment_link_id

        redirect_url: None | str
        redirect_url = self.redirect_url

        reference: None | str
        reference = self.reference

        status = self.status


        field_dict: dict[str, Any] = {}

        field_dict.update({
            "amount": amount,
            "created_at": created_at,
            "currency": currency,
            "fx_details": fx_details,
            "payment_id": payment_id,
            "payment_link_id": payment_link_id,
            "redirect_url": redirect_url,
            "reference": reference,
            "status": status,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.link_paid_fx_details_type_0 import LinkPaidFxDetailsType0 # noqa: PLC0415
        d = dict(src_dict)
        amount = d.pop("amount")

        created_at = datetime.datetime.fromisoformat(d.pop("created_at"))




        currency = check_link_paid_currency(d.pop("currency"))




        def _parse_fx_details(data: object) -> LinkPaidFxDetailsType0 | None:
            if data is None:
                return data
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                fx_details_type_0 = LinkPaidFxDetailsType0.from_dict(data)



                return fx_details_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(LinkPaidFxDetailsType0 | None, data)

        fx_details = _parse_fx_details(d.pop("fx_details"))


        payment_id = d.pop("payment_id")

        payment_link_id = d.pop("payment_link_id")

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


        status = d.pop("status")

        link_paid = cls(
            amount=amount,
            created_at=created_at,
            currency=currency,
            fx_details=fx_details,
            payment_id=payment_id,
            payment_link_id=payment_link_id,
            redirect_url=redirect_url,
            reference=reference,
            status=status,
        )

        return link_paid

